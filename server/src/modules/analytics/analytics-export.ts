import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, leadQuality, type ExportFormat } from '@frontdesk/contracts/analytics';
import type { ExportRow } from './analytics.repo';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Cell = string | number | Date;
const DRAIN_EVERY_ROWS = 200;

/** A session's start as CSV writes it (the page's ISO 8601 text in UTC, to the microsecond) or as a date cell. */
type StartedCell = (startedAt: ExportRow['started_at']) => Cell;
const startedAsText: StartedCell = (startedAt) => String(startedAt);
const startedAsDate: StartedCell = (startedAt) => new Date(startedAt);

function cellsOf(row: ExportRow, started: StartedCell): Cell[] {
  return [
    row.session_id,
    started(row.started_at),
    row.device_type,
    row.message_count,
    Math.max(0, row.duration),
    row.name,
    row.email,
    row.phone,
    row.score,
    leadQuality(row.score),
  ];
}

/**
 * A CSV cell a spreadsheet would run as a formula (a visitor's name can be "=HYPERLINK(…)") is
 * written as text; a phone number is left alone. An XLSX cell is typed text already.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE = /^\+?[\d\s().-]+$/;
const csvSafe = (cell: Cell): Cell =>
  typeof cell === 'string' && FORMULA_START.test(cell) && !PHONE.test(cell) ? `'${cell}` : cell;

async function* rowsOf(
  pages: AsyncIterable<ExportRow[]>,
  started: StartedCell,
  guard: (cell: Cell) => Cell = (cell) => cell,
): AsyncGenerator<Cell[]> {
  for await (const page of pages) for (const row of page) yield cellsOf(row, started).map(guard);
}

/**
 * The export as a stream: rows are read a page at a time and written as they come (csv-stringify,
 * exceljs's streaming workbook writer), so memory stays bounded whatever the number of sessions.
 */
export function exportStream(format: ExportFormat, pages: AsyncIterable<ExportRow[]>): Readable {
  const out = new PassThrough();
  const write = format === 'csv' ? writeCsv(pages, out) : writeXlsx(pages, out);
  write.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

// The writers are loaded on the first export: few requests need them, and exceljs alone costs the
// idle server several megabytes.
async function writeCsv(pages: AsyncIterable<ExportRow[]>, out: Writable): Promise<void> {
  const { stringify } = await import('csv-stringify');
  await pipeline(
    Readable.from(rowsOf(pages, startedAsText, csvSafe)),
    stringify({ header: true, columns: [...EXPORT_COLUMNS] }),
    out,
  );
}

type LegacyWritable = NodeJS.WritableStream & { writableNeedDrain?: boolean; _writableState?: { needDrain: boolean } };

/**
 * exceljs writes a sheet into its zip without waiting (its StreamBuf ignores backpressure), so the
 * zip entry's stream would buffer the whole sheet (about 50 MB for 100,000 rows). Waiting for that
 * stream to drain now and then keeps memory bounded; it reads only as fast as the download goes.
 */
async function drained(sheet: ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>): Promise<void> {
  const sink = (sheet as unknown as { stream?: { pipes?: LegacyWritable[] } }).stream?.pipes?.[0];
  if (sink && (sink.writableNeedDrain ?? sink._writableState?.needDrain)) await once(sink, 'drain');
}

async function writeXlsx(pages: AsyncIterable<ExportRow[]>, out: Writable): Promise<void> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Sessions');
  // Started is a date cell, in UTC as its header says (a spreadsheet's dates carry no zone), so it sorts and filters as one.
  sheet.columns = EXPORT_COLUMNS.map((header) =>
    header === 'Started (UTC)'
      ? { header, width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } }
      : { header, width: header === 'Session' ? 38 : 18 },
  );
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const cells of rowsOf(pages, startedAsDate)) {
    sheet.addRow(cells).commit();
    written += 1;
    if (written % DRAIN_EVERY_ROWS === 0) await drained(sheet);
  }
  sheet.commit();
  await workbook.commit();
}
