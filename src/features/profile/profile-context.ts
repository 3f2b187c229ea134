// The profile a grower page shows, for its tabs, and whether it is the signed-in grower's own.
import { createContext, useContext } from 'react';
import type { GrowerProfile } from '@/domain/user/profile';

export interface ProfileContextValue { profile: GrowerProfile; own: boolean }

export const ProfileContext = createContext<ProfileContextValue | null>(null);

/** The profile of the page (its tabs render inside ProfileScreen). */
export function useProfileContext(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfileContext outside ProfileScreen');
  return value;
}
