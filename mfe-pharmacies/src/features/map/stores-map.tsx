import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { useNearViewport } from '@apteka/ui';
import { LeafletStyles } from './leaflet-styles';
import { addInBatches } from './add-in-batches';

type LeafletModule = typeof Leaflet;

/**
 * How near the window (px) the map's frame comes before Leaflet loads: on a phone the map starts about 330 px below
 * the first screen of /pharmacies, and a wider margin would load it with the page anyway.
 */
const LOAD_MARGIN = 200;

/**
 * Leaflet, loaded when a map's frame first comes near the window: it needs a browser (a server render draws the
 * frame only), a page without a map does not pay for it, and neither does a phone's first screen, where the map is
 * below the list.
 */
function useLeaflet(wanted: boolean): LeafletModule | null {
  const [leaflet, setLeaflet] = useState<LeafletModule | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void import('leaflet').then((module) => {
      if (live) setLeaflet((module as LeafletModule & { default?: LeafletModule }).default ?? module);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return leaflet;
}

export interface MapPoint {
  id: number;
  lat: number;
  lon: number;
  label: string;
}

export interface StoresMapProps {
  points: MapPoint[];
  /** Leaflet tile URL template from the API's configuration */
  tileUrl: string;
  attribution?: string;
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  /** a click on the map itself (not a marker), e.g. to pick a courier address */
  onMapClick?: (lat: number, lon: number) => void;
  /** fallback centre when there are no points */
  centre?: { lat: number; lon: number };
  label: string;
  height?: number;
}

/**
 * A Leaflet map of pharmacies. Markers are HTML (divIcon) so they show and answer clicks and the keyboard
 * even when no tile server is reachable; the tiles are only the background.
 */
export function StoresMap({
  points,
  tileUrl,
  attribution,
  selectedId = null,
  onSelect,
  onMapClick,
  centre,
  label,
  height = 420,
}: StoresMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const L = useLeaflet(useNearViewport(element, LOAD_MARGIN));
  const map = useRef<Leaflet.Map | null>(null);
  const markers = useRef<Leaflet.LayerGroup | null>(null);
  const handlers = useRef({ onSelect, onMapClick });
  handlers.current = { onSelect, onMapClick };

  // The map lives as long as the component: a later tile source (the API's map configuration usually arrives after
  // the pharmacies) swaps only the background layer, so the markers drawn meanwhile stay.
  useEffect(() => {
    if (!L || !element.current) return;
    const instance = L.map(element.current, { zoomControl: true, attributionControl: true });
    instance.attributionControl.setPrefix('Leaflet');
    markers.current = L.layerGroup().addTo(instance);
    instance.on('click', (event: Leaflet.LeafletMouseEvent) =>
      handlers.current.onMapClick?.(event.latlng.lat, event.latlng.lng),
    );
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      markers.current = null;
    };
  }, [L]);

  useEffect(() => {
    const instance = map.current;
    if (!L || !instance) return undefined;
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(instance);
    tiles.bringToBack();
    return () => {
      tiles.remove();
    };
  }, [L, tileUrl, attribution]);

  useEffect(() => {
    const instance = map.current;
    const group = markers.current;
    if (!L || !instance || !group) return undefined;
    const selected = points.find((point) => point.id === selectedId);
    const sized = (element.current?.clientWidth ?? 0) > 0;
    if (selected) instance.setView([selected.lat, selected.lon], Math.max(instance.getZoom() || 0, 14));
    else if (points.length > 1 && sized)
      instance.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lon])), { padding: [24, 24] });
    else if (points[0]) instance.setView([points[0].lat, points[0].lon], 14);
    else if (centre) instance.setView([centre.lat, centre.lon], 11);
    group.clearLayers();
    const marker = (point: MapPoint) => {
      const isSelected = point.id === selectedId;
      const added = L.marker([point.lat, point.lon], {
        icon: L.divIcon({
          className: `apteka-marker${isSelected ? ' is-selected' : ''}`,
          html: '<span></span>',
          iconSize: [30, 30],
          iconAnchor: [15, 30],
        }),
        title: point.label,
        keyboard: true, // Enter on a focused marker is a click
        zIndexOffset: isSelected ? 1000 : 0,
      });
      added.on('click', () => handlers.current.onSelect?.(point.id));
      // The icon element exists once the marker is on a map with a view: label it then.
      added.on('add', () => {
        const node = added.getElement();
        node?.setAttribute('aria-label', point.label);
        node?.setAttribute('data-store-id', String(point.id));
        if (isSelected) node?.setAttribute('aria-pressed', 'true');
      });
      added.addTo(group);
    };
    // the selected pharmacy's marker is on the map with the first batch
    return addInBatches(selected ? [selected, ...points.filter((point) => point !== selected)] : points, marker);
  }, [L, points, selectedId, centre]);

  return (
    <>
      <LeafletStyles />
      <div
        ref={element}
        role="region"
        aria-label={label}
        data-testid="stores-map"
        css={{ height, width: '100%', borderRadius: 8 }}
      />
    </>
  );
}
