// Pages in the empty layout (embeds).
import { createFileRoute } from '@tanstack/react-router';
import { EmptyLayout } from '@/app/layouts/EmptyLayout';

export const Route = createFileRoute('/_empty')({ component: EmptyLayout });
