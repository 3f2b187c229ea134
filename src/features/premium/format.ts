// How premium shows its days: as local dates, through the app's kept formatter of the language.
import { dateTimeFormat } from '@/domain/page/intl-formats';

export const formatDay = (locale: string, iso: string) => dateTimeFormat(locale).format(new Date(iso));
