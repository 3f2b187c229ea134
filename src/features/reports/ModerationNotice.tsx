// What the owner of something moderators hid reads on it: that nobody else sees it, and why.
import { useTranslation } from '@/i18n/use-translation';

/** Nothing unless `reason` is set (the API sends ban_reason only for hidden items, and only to their owner and moderators). */
export function ModerationNotice({ reason }: { reason: string | undefined }) {
  const { t } = useTranslation();
  if (reason === undefined) return null;
  return (
    <p className="message message-warn" role="status" data-testid="moderation-notice">
      {reason ? t('reports.hiddenBanner', { reason }) : t('reports.hiddenNoReason')}
    </p>
  );
}
