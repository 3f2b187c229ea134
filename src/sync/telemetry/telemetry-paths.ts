// The API paths of telemetry and impressions, shared by the page and the service worker.

export const TELEMETRY_PATH = '/api/telemetry/vitals';
export const IMPRESSIONS_PATH = '/api/impressions';
