/** What the apply and resubmit routes take besides the images (the REST fields are snake_case). */
export interface ApplicationFields {
  type: string;
  reasonCode: string;
  explanation: string;
  contactPhone: string;
  lines: readonly { orderLineId: string; quantity: number }[];
}

/** The multipart body of `POST /api/after-sale/apply` (with `order_id`) or `/resubmit` (with `id`). */
export function applicationForm(
  target: { orderId: string } | { id: string },
  fields: ApplicationFields,
  images: readonly File[],
): FormData {
  const form = new FormData();
  if ('orderId' in target) form.append('order_id', target.orderId);
  else form.append('id', target.id);
  form.append('type', fields.type);
  form.append('reason', fields.reasonCode);
  form.append('explanation', fields.explanation.trim());
  form.append('contact_phone', fields.contactPhone.trim());
  const lines = fields.lines.map((line) => ({ order_line_id: line.orderLineId, quantity: line.quantity }));
  form.append('lines', JSON.stringify(lines));
  for (const image of images) form.append('file', image);
  return form;
}

/** The body of `POST /api/after-sale/proof`: the request and its new images. */
export function proofForm(id: string, images: readonly File[]): FormData {
  const form = new FormData();
  form.append('id', id);
  for (const image of images) form.append('file', image);
  return form;
}
