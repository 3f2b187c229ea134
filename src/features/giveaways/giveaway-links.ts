// Links of the giveaways' screens, typed for the router.

export const giveawayLink = (link: string) => ({ to: '/giveaways/$' as const, params: { _splat: link } });
export const archiveLink = () => giveawayLink('archive');
