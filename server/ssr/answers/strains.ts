// Server-rendering answers of the strain pages: the strain as GET /api/strains/{id} answers.
import { getStrainDetail } from '../../services/strains';
import type { AnswerReader } from './types';

const STRAIN_PAGE = /^\/strains\/(\d+)\/?$/;

export const strainAnswers: AnswerReader = async (db, pathname) => {
  const match = STRAIN_PAGE.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[1]);
  const strain = await getStrainDetail(db, id);
  return strain ? new Map([[`strain:${id}`, strain]]) : undefined;
};
