import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Spinner } from '../../../components/ui/spinner';

const RENDER_PX = 150;
const DISPLAY_PX = 100;

/** A QR code drawn in the browser (no third-party image service sees the link). */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const qr = useQuery({
    queryKey: ['qr-code', text],
    queryFn: () => QRCode.toDataURL(text, { width: RENDER_PX, margin: 1 }),
    staleTime: Infinity,
    retry: false,
  });

  return (
    <div className="flex size-[100px] shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white">
      {qr.isSuccess ? (
        <img src={qr.data} alt={label} width={DISPLAY_PX} height={DISPLAY_PX} className="size-full" />
      ) : qr.isError ? (
        <span className="p-1 text-center text-xs text-slate-500">QR code unavailable</span>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
