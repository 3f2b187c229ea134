// The settings pages' data for their sections: whose account and its settings as stored on the device.
import { createContext, useContext } from 'react';
import type { SettingsAnswer } from '@/domain/user/settings';

export interface SettingsContextValue { userId: number; answer: SettingsAnswer }

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettingsContext(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettingsContext outside SettingsScreen');
  return value;
}
