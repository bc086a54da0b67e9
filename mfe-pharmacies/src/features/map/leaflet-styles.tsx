import { Global } from '@emotion/react';

/**
 * The part of Leaflet's stylesheet the maps need (panes, tiles, markers, controls, popups). Inlined because
 * remotes ship CSS through Emotion only; the rules follow leaflet/dist/leaflet.css.
 */
export function LeafletStyles() {
  return (
    <Global
      styles={{
        '.leaflet-container': {
          overflow: 'hidden',
          position: 'relative',
          background: '#dfe6e9',
          outlineOffset: 1,
          fontSize: 14,
        },
        '.leaflet-pane, .leaflet-tile, .leaflet-marker-icon, .leaflet-tile-container, .leaflet-pane > svg, .leaflet-layer':
          {
            position: 'absolute',
            left: 0,
            top: 0,
          },
        '.leaflet-tile': { visibility: 'hidden', userSelect: 'none' },
        '.leaflet-tile-loaded': { visibility: 'inherit' },
        '.leaflet-container img.leaflet-tile': { maxWidth: 'none', maxHeight: 'none', width: 256, height: 256 },
        '.leaflet-pane': { zIndex: 400 },
        '.leaflet-tile-pane': { zIndex: 200 },
        '.leaflet-overlay-pane': { zIndex: 400 },
        '.leaflet-marker-pane': { zIndex: 600 },
        '.leaflet-popup-pane': { zIndex: 700 },
        '.leaflet-zoom-animated': { transformOrigin: '0 0' },
        '.leaflet-top, .leaflet-bottom': { position: 'absolute', zIndex: 1000, pointerEvents: 'none' },
        '.leaflet-top': { top: 0 },
        '.leaflet-bottom': { bottom: 0 },
        '.leaflet-left': { left: 0 },
        '.leaflet-right': { right: 0 },
        '.leaflet-control': {
          position: 'relative',
          zIndex: 800,
          pointerEvents: 'auto',
          float: 'left',
          clear: 'both',
          margin: 10,
        },
        '.leaflet-right .leaflet-control': { float: 'right' },
        '.leaflet-control-zoom a': {
          display: 'block',
          width: 34,
          height: 34,
          lineHeight: '34px',
          textAlign: 'center',
          background: '#fff',
          color: '#222',
          textDecoration: 'none',
          font: 'bold 20px sans-serif',
          border: '1px solid #888',
        },
        '.leaflet-control-attribution': {
          background: 'rgba(255,255,255,0.85)',
          margin: 0,
          padding: '0 5px',
          fontSize: 12,
          color: '#333',
        },
        '.leaflet-popup': { position: 'absolute', marginBottom: 20 },
        '.leaflet-popup-content-wrapper': {
          background: '#fff',
          borderRadius: 8,
          boxShadow: '0 3px 14px rgba(0,0,0,0.4)',
          padding: 1,
        },
        '.leaflet-popup-content': { margin: '12px 16px', minWidth: 180 },
        '.leaflet-popup-tip-container': { display: 'none' },
        '.leaflet-popup-close-button': {
          position: 'absolute',
          top: 0,
          right: 4,
          fontSize: 20,
          textDecoration: 'none',
          color: '#333',
        },
        '.apteka-marker': { background: 'none', border: 'none' },
        '.apteka-marker span': {
          display: 'block',
          width: 24,
          height: 24,
          borderRadius: '50% 50% 50% 0',
          transform: 'rotate(-45deg)',
          background: '#00796b',
          border: '2px solid #fff',
          boxShadow: '0 1px 4px rgba(0,0,0,0.5)',
        },
        '.apteka-marker.is-selected span': { background: '#c62828', width: 30, height: 30 },
        '.apteka-marker:focus-visible': { outline: '3px solid #1a73e8', outlineOffset: 2 },
      }}
    />
  );
}
