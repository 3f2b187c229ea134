// /brands-manager/statistics: the brand's figures per day for a chosen period, with charts, a table and a CSV file.
import { createFileRoute } from '@tanstack/react-router';
import { StatisticsTab } from '@/features/brands-manager/StatisticsTab';

export const Route = createFileRoute('/_default/brands-manager/statistics')({ component: StatisticsTab });
