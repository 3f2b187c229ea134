// The plain shape of generated demo data, before it gets database ids.
import type { WeekProps } from '../../../src/domain/week/week';
import type { BrandSection, DiaryItemKind } from '../types';

export interface DemoProduct {
  /** "brand/product", unique; how diaries refer to products before ids exist. */
  key: string;
  name: string;
  category: string | null;
  link: string;
  description: string;
}

export interface DemoBrand {
  name: string;
  section: BrandSection;
  category: string | null;
  link: string;
  products: DemoProduct[];
}

export interface DemoUser {
  name: string;
  email: string;
  status: string;
  /** Index in the avatar pool. */
  avatar: number;
  addDate: string;
  /** The one account with a password (see DEMO_ACCOUNT). */
  isDemo: boolean;
}

export interface DemoPhoto {
  /** Index in the photo pool of the week's phase. */
  variant: number;
  comment: string;
}

export interface DemoWeek {
  faza: -1 | 0 | 1 | 2;
  days: number;
  text: string;
  props: WeekProps;
  addDate: string;
  updateDate: string;
  cntLikes: number;
  cntComments: number;
  photos: DemoPhoto[];
  nutrients: { productKey: string; val: number }[];
}

export interface DemoDiary {
  userIndex: number;
  name: string;
  addDate: string;
  updateDate: string;
  typeRoom: number;
  typeWatering: number;
  typeSoil: number;
  cntViews: number;
  cntLikes: number;
  cntComments: number;
  items: { kind: DiaryItemKind; productKey: string }[];
  weeks: DemoWeek[];
}

export interface DemoData {
  brands: DemoBrand[];
  users: DemoUser[];
  diaries: DemoDiary[];
}

/** The demo account that can sign in. */
export const DEMO_ACCOUNT = { name: 'demo', email: 'demo@growdiaries.test', password: 'growdiaries-demo' } as const;
