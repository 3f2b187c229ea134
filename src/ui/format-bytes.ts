// Byte amounts in the interface language, in one unit that suits a reference amount (kB below a megabyte, else MB).
import { numberFormat } from '@/domain/page/intl-formats';
export function formatBytes(language: string, bytes: number, unitOf = bytes): string {
  const [unit, size] = unitOf < 1_000_000 ? (['kilobyte', 1_000] as const) : (['megabyte', 1_000_000] as const);
  return numberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / size);
}
