// The mutator registry: every kind of write the app queues, by name. The engine, temp-id remapping, conflicts and /pending read it.
import type { Table } from 'dexie';
import { chatMutators } from '@/features/chats/mutators';
import { commentMutators } from '@/features/comments/mutators';
import { contactMutators } from '@/features/contact/mutators';
import { diaryMutators } from '@/features/diaries/mutators';
import { followMutators } from '@/features/follows/mutators';
import { likeMutators } from '@/features/likes/mutators';
import { notificationMutators } from '@/features/notifications/mutators';
import { questionMutators } from '@/features/questions/mutators';
import { reportMutators } from '@/features/reports/mutators';
import { reviewMutators } from '@/features/reviews/mutators';
import { settingsMutators } from '@/features/settings/mutators';
import { weekMutators } from '@/features/weeks/mutators';
import { brandsManagerMutators } from '@/features/brands-manager/mutators';
import { brandSchemeMutators } from '@/features/brands-manager/scheme-mutators';
import { brandTesterMutators } from '@/features/brands-manager/tester-mutators';
import { brandNewsletterMutators } from '@/features/brands-manager/newsletter-mutators';
import { productCompositionMutators } from '@/features/brands-manager/composition-mutators';
import { brandBannerMutators } from '@/features/brands-manager/banner-mutators';
import { journalMutators } from '@/features/journal/mutators';
import { shortMutators } from '@/features/shorts/mutators';
import { giveawayMutators } from '@/features/giveaways/mutators';
import { awardMutators } from '@/features/awards/mutators';
import type { AnyMutator } from './mutator';
import { premiumMutators } from '@/features/premium/mutators';
import { partnerOrderMutators } from '@/features/orders/mutators';

const MUTATORS = [...diaryMutators, ...weekMutators, ...followMutators, ...reviewMutators, ...reportMutators, ...settingsMutators, ...questionMutators, ...commentMutators, ...likeMutators, ...chatMutators, ...notificationMutators, ...contactMutators, ...brandsManagerMutators, ...brandSchemeMutators, ...brandTesterMutators, ...brandNewsletterMutators, ...productCompositionMutators, ...brandBannerMutators, ...journalMutators, ...shortMutators, ...giveawayMutators, ...awardMutators, ...premiumMutators, ...partnerOrderMutators];

/** The name of every registered write: only these can be queued (queueWrite's type), so an unregistered one does not compile. */
export type MutatorName = (typeof MUTATORS)[number]['name'];

const registry: ReadonlyMap<string, AnyMutator> = new Map(MUTATORS.map((mutator) => [mutator.name, mutator]));

/** Every registered definition, in registration order. */
export const registeredMutators: readonly AnyMutator[] = MUTATORS;

/** The definition of a queued row's write; undefined for a name this version does not know (nothing is sent for it). */
export function mutatorOf(name: string): AnyMutator | undefined {
  return registry.get(name);
}

/** Every table an answer may touch, for the replay's transaction. */
export function answerTables(): Table[] {
  return [...new Set([...registry.values()].flatMap((mutator) => (mutator.answer === 'ignored' ? [] : mutator.answer.tables())))];
}
