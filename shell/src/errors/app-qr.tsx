import { useEffect, useState } from 'react';
import { media } from '@apteka/ui';

/**
 * A QR code of the app's store page, for a shopper at a computer to scan with their phone (hidden on small
 * screens, where the links are at hand). The encoder loads only when this rare page shows.
 */
export function AppQr({ href }: { href: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toString(href, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [href]);
  if (!svg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={120}
      height={120}
      alt="QR-код для скачивания приложения"
      css={{ [media.below('smallMobile')]: { display: 'none' } }}
    />
  );
}
