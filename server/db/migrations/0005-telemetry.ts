// 0005: telemetry and impressions. Metrics the app sends (telemetry_metrics: one row per metric, unique by its id,
// name and value so a batch sent again never counts twice), impression batches already counted (impression_batches,
// by batch id) and the views and seconds seen per content type and id (impression_totals).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function telemetrySchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('telemetry_metrics'), dialect)
        .addColumn('metric_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'real', (c) => c.notNull())
        .addColumn('rating', 'text', (c) => c.notNull())
        .addColumn('delta', 'real', (c) => c.notNull())
        .addColumn('navigation_type', 'text', (c) => c.notNull())
        .addColumn('page_path', 'text', (c) => c.notNull())
        .addColumn('page_name', 'text', (c) => c.notNull())
        .addColumn('page_params', 'text', (c) => c.notNull())
        .addColumn('page_query', 'text', (c) => c.notNull())
        .addColumn('taken_at', 'text', (c) => c.notNull())
        .addColumn('error_message', 'text')
        .addColumn('error_file', 'text')
        .addColumn('error_line', 'integer')
        .addColumn('error_col', 'integer')
        .addColumn('error_stack', 'text')
        .addColumn('batch_id', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('device_memory', 'real')
        .addColumn('hardware_concurrency', 'integer')
        .addColumn('connection_type', 'text')
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addUniqueConstraint('telemetry_metrics_metric_uq', ['metric_id', 'name', 'value'])
        .execute();
      await db.schema.createIndex('telemetry_metrics_taken_idx').on('telemetry_metrics').columns(['taken_at', 'name']).execute();

      await db.schema.createTable('impression_batches')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('records', 'integer', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();

      await db.schema.createTable('impression_totals')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('impression_totals_pk', ['type', 'ref_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['impression_totals', 'impression_batches', 'telemetry_metrics']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
