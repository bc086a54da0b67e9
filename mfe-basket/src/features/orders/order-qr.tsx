import { useEffect, useState } from 'react';

/** The QR code the pharmacy scans at pickup, drawn from the order's QR text. */
export function OrderQr({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // the encoder (8 KB gzipped) is loaded by the order page that shows a code, not with the basket
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <figure css={{ margin: 0 }}>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={`QR-код для получения заказа: ${text}`}
          width={200}
          height={200}
        />
      ) : (
        <span role="status">Готовим QR-код…</span>
      )}
      <figcaption>Покажите QR-код в аптеке при получении</figcaption>
    </figure>
  );
}
