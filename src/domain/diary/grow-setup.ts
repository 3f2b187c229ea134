// Codes of a diary's grow setup: room, watering and medium types.

export const ROOM_TYPES = { 1: 'indoor', 2: 'outdoor', 3: 'greenhouse' } as const;
export const WATERING_TYPES = { 1: 'manual', 2: 'drip', 3: 'hydroponic' } as const;
export const MEDIUM_TYPES = { 1: 'soil', 2: 'coco', 3: 'hydro', 4: 'rockwool', 5: 'perlite' } as const;
