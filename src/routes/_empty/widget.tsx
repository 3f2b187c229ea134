// The embeddable widget: the latest diaries in a compact list.
import { createFileRoute } from '@tanstack/react-router';
import { DiaryWidget } from '@/features/diaries/DiaryWidget';

export const Route = createFileRoute('/_empty/widget')({ component: DiaryWidget });
