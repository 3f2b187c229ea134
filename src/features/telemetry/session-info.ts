// The device a telemetry batch was taken on (spec §3 session_info).
import type { SessionInfo } from '@/domain/telemetry/telemetry';

interface DeviceNavigator { deviceMemory?: number; connection?: { effectiveType?: string } }

export function sessionInfo(): SessionInfo {
  const device = navigator as Navigator & DeviceNavigator;
  return {
    user_agent: navigator.userAgent.slice(0, 500),
    device_memory: device.deviceMemory ?? null,
    hardware_concurrency: navigator.hardwareConcurrency ?? null,
    connection_type: device.connection?.effectiveType?.slice(0, 40) ?? null,
    timestamp: Date.now(),
  };
}
