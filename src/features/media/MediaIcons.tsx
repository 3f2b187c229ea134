// Small line icons of the media queue (video, rotate, retry, remove), drawn in the text colour.

function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export const VideoIcon = ({ size }: { size?: number }) => <Icon size={size} d="M3 6h12v12H3zM15 10l6-3v10l-6-3" />;
export const RotateIcon = () => <Icon d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />;
export const RetryIcon = () => <Icon d="M4 4v6h6M4.5 15a8 8 0 1 0 1.9-8.4L4 10" />;
export const RemoveIcon = () => <Icon d="M6 6l12 12M18 6L6 18" />;
