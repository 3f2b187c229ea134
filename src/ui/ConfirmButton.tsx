// A button whose action needs a second, explicit tap (discarding or deleting what a grower made).
import { useState } from 'react';

export function ConfirmButton({ label, confirmLabel, cancelLabel, onConfirm, disabled = false }: {
  label: string; confirmLabel: string; cancelLabel: string; onConfirm: () => void; disabled?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming || disabled) return <button type="button" className="button" disabled={disabled} onClick={() => setConfirming(true)}>{label}</button>;
  return (
    <>
      <button type="button" className="button" onClick={onConfirm}>{confirmLabel}</button>
      <button type="button" className="button" onClick={() => setConfirming(false)}>{cancelLabel}</button>
    </>
  );
}
