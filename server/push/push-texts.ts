// The words of a push per notification kind, in each interface language (the grower's choice in settings, else
// English): the title names who did what; the text is the notification's excerpt or what it is about.
import type { Locale } from '../../src/domain/page/locale';
import type { NotificationKind } from '../../src/domain/notification/notification-kinds';

/** `messageIn`: a message in a group chat (the item is the room's name). */
type Texts = Record<NotificationKind, string> & { messageIn: string; someone: string };
/** The languages with texts: the keys locale (en-tr) reads English here. */
type TextLocale = Exclude<Locale, 'en-tr'>;

/** `{actor}` is the grower who acted, `{item}` what it is about. */
const TEXTS: Record<TextLocale, Texts> = {
  en: {
    comment: '{actor} commented on {item}', reply: '{actor} replied to your comment', mention: '{actor} mentioned you',
    like: '{actor} liked {item}', follow: '{actor} started following you', solution: '{actor} answered your question',
    helpful: '{actor} found your answer helpful', week: '{actor} added a new week to {item}', message: '{actor} sent you a message',
    giveaway: 'Giveaway result: {item}', award: 'Award result: {item}', messageIn: '{actor} in {item}', someone: 'A grower',
  },
  de: {
    comment: '{actor} hat {item} kommentiert', reply: '{actor} hat auf deinen Kommentar geantwortet', mention: '{actor} hat dich erwähnt',
    like: '{actor} gefällt {item}', follow: '{actor} folgt dir jetzt', solution: '{actor} hat deine Frage beantwortet',
    helpful: '{actor} fand deine Antwort hilfreich', week: '{actor} hat {item} eine neue Woche hinzugefügt', message: '{actor} hat dir eine Nachricht geschickt',
    giveaway: 'Ergebnis des Gewinnspiels: {item}', award: 'Ergebnis der Auszeichnung: {item}', messageIn: '{actor} in {item}', someone: 'Ein Grower',
  },
  es: {
    comment: '{actor} comentó en {item}', reply: '{actor} respondió a tu comentario', mention: '{actor} te mencionó',
    like: 'A {actor} le gustó {item}', follow: '{actor} empezó a seguirte', solution: '{actor} respondió a tu pregunta',
    helpful: 'A {actor} le resultó útil tu respuesta', week: '{actor} añadió una semana nueva a {item}', message: '{actor} te envió un mensaje',
    giveaway: 'Resultado del sorteo: {item}', award: 'Resultado del premio: {item}', messageIn: '{actor} en {item}', someone: 'Un cultivador',
  },
  ru: {
    comment: '{actor} прокомментировал(а) {item}', reply: '{actor} ответил(а) на ваш комментарий', mention: '{actor} упомянул(а) вас',
    like: '{actor} нравится {item}', follow: '{actor} подписался(-ась) на вас', solution: '{actor} ответил(а) на ваш вопрос',
    helpful: '{actor} считает ваш ответ полезным', week: '{actor} добавил(а) новую неделю в {item}', message: '{actor} отправил(а) вам сообщение',
    giveaway: 'Итоги розыгрыша: {item}', award: 'Итоги награждения: {item}', messageIn: '{actor} в чате «{item}»', someone: 'Гровер',
  },
  th: {
    comment: '{actor} แสดงความคิดเห็นใน {item}', reply: '{actor} ตอบกลับความคิดเห็นของคุณ', mention: '{actor} กล่าวถึงคุณ',
    like: '{actor} ถูกใจ {item}', follow: '{actor} เริ่มติดตามคุณ', solution: '{actor} ตอบคำถามของคุณ',
    helpful: '{actor} เห็นว่าคำตอบของคุณมีประโยชน์', week: '{actor} เพิ่มสัปดาห์ใหม่ใน {item}', message: '{actor} ส่งข้อความถึงคุณ',
    giveaway: 'ผลการแจกรางวัล: {item}', award: 'ผลการมอบรางวัล: {item}', messageIn: '{actor} ใน {item}', someone: 'ผู้ปลูกคนหนึ่ง',
  },
};

/** The push title of a notification: who did what, in the grower's language ("Anna in Growers of Berlin" for a group
 * chat's message). */
export function pushTitle(locale: Locale | null, notification: { kind: NotificationKind; item_type: string; item_title: string }, actor: string | null): string {
  const texts = TEXTS[!locale || locale === 'en-tr' ? 'en' : locale];
  const text = notification.kind === 'message' && notification.item_type === 'chat' ? texts.messageIn : texts[notification.kind];
  return text.replace('{actor}', actor ?? texts.someone).replace('{item}', notification.item_title);
}
