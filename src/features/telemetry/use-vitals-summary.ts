// The vitals summary of the last N days for the admin screen, asked again when N changes.
import { useEffect, useState } from 'react';
import type { VitalsSummary } from '@/domain/telemetry/telemetry';
import { describeError } from '@/sync/transport/http';
import { fetchVitalsSummary } from '@/sync/telemetry/telemetry';

export type SummaryState = { status: 'loading' } | { status: 'ready'; summary: VitalsSummary } | { status: 'error'; message: string };

export function useVitalsSummary(days: number): SummaryState {
  const [state, setState] = useState<SummaryState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchVitalsSummary(days).then(
      (summary) => current && setState({ status: 'ready', summary }),
      (error: unknown) => current && setState({ status: 'error', message: describeError(error) }),
    );
    return () => {
      current = false;
    };
  }, [days]);
  return state;
}
