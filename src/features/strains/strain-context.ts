// The strain a /strains/{id} page shows, for its tabs (the frame loads it once).
import { createContext, useContext } from 'react';
import type { StrainDetail } from '@/domain/strain/strain';

export const StrainContext = createContext<StrainDetail | null>(null);

/** The strain of the page; the frame renders its tabs only once it has one. */
export function useStrain(): StrainDetail {
  const strain = useContext(StrainContext);
  if (!strain) throw new Error('useStrain outside a strain page');
  return strain;
}
