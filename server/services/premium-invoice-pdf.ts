// The invoice of a paid premium order as a PDF (pdfkit): seller, buyer, the plan, its amount and when it was paid.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatMoney } from '../../src/domain/page/money';
import type { PremiumOrderRow } from '../db/types';
import { orderNumber } from './premium-orders';

/** A font with Cyrillic and Greek when the system has one (names are written as growers chose them); Helvetica otherwise. */
const UNICODE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

const money = (amount: number, currency: string) => formatMoney('en', amount, currency);
const day = (iso: string) => iso.slice(0, 10);

/** The PDF bytes of the invoice of `order`, bought by `buyer`. */
export function renderInvoicePdf(order: PremiumOrderRow, buyer: { name: string; email: string }): Promise<Buffer> {
  const number = orderNumber(order);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${number}`, Author: 'GrowDiaries' } });
  if (existsSync(UNICODE_FONT)) doc.font(UNICODE_FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const total = money(order.amount, order.currency);
  doc.fontSize(22).text('GrowDiaries').fontSize(10).fillColor('#555').text('growdiaries.localhost').moveDown(2);
  doc.fillColor('#000').fontSize(18).text(`Invoice ${number}`).moveDown(0.5);
  doc.fontSize(11)
    .text(`Date: ${day(order.paid_date ?? order.add_date)}`)
    .text(`Order placed: ${day(order.add_date)}`)
    .text(`Paid: ${order.paid_date ? day(order.paid_date) : 'not yet'} (${order.provider === 'stripe' ? 'card, through Stripe' : 'bank transfer on invoice'})`)
    .moveDown();
  doc.fontSize(12).text('Billed to').fontSize(11).text(buyer.name).text(buyer.email).moveDown(1.5);

  const top = doc.y;
  doc.fontSize(11).text('Item', 56, top).text('Amount', 400, top, { width: 140, align: 'right' });
  doc.moveTo(56, top + 16).lineTo(540, top + 16).stroke();
  const row = top + 24;
  doc.text(`GrowDiaries Premium, ${order.plan === 'year' ? 'one year' : 'one month'} (${order.days} days)`, 56, row, { width: 330 })
    .text(total, 400, row, { width: 140, align: 'right' });
  doc.moveTo(56, row + 24).lineTo(540, row + 24).stroke();
  doc.fontSize(12).text('Total', 56, row + 32).text(total, 400, row + 32, { width: 140, align: 'right' });
  doc.moveDown(3).fontSize(9).fillColor('#555').text('Amounts include VAT where it applies. Thank you for supporting GrowDiaries.', 56);
  doc.end();
  return done;
}
