// Pages in the short layout (auth).
import { createFileRoute } from '@tanstack/react-router';
import { ShortLayout } from '@/app/layouts/ShortLayout';

export const Route = createFileRoute('/_short')({ component: ShortLayout });
