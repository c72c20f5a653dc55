import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth URI as a QR code image, drawn in the browser (the secret never leaves the page). */
export function OtpauthQrCode({ otpauthUrl, alt }: { otpauthUrl: string; alt: string }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void toDataURL(otpauthUrl, { width: 200, margin: 1 }).then((url) => {
      if (current) setDataUrl(url);
    });
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  if (!dataUrl) return <div style={{ width: 200, height: 200 }} aria-hidden="true" />;
  return <img src={dataUrl} alt={alt} width={200} height={200} />;
}
