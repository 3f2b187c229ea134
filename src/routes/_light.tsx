// Pages in the light layout (diagnostics).
import { createFileRoute } from '@tanstack/react-router';
import { LightLayout } from '@/app/layouts/LightLayout';

export const Route = createFileRoute('/_light')({ component: LightLayout });
