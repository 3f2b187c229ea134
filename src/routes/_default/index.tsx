// Home: recent diaries.
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/diaries/HomePage';

export const Route = createFileRoute('/_default/')({ component: HomePage });
