/**
 * SERVICE-SPEC SLOT: where a PCB / assembly / custom-service inquiry shows its specification summary (the
 * `services` module's component). The buyer's and the staff's inquiry detail both render this; it renders
 * nothing until the lead wires the component in, e.g. `return <ServiceSpecSummary inquiryId={inquiryId} />;`.
 */
export function InquiryServiceSpecSlot(_props: { inquiryId: string }) {
  return null;
}
