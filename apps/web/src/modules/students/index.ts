// The students context's face: the record tab's props, the financial tags, and the record parts the lead's
// admission tabs show too (admission forms, billing and education, contacts, immigration documents).
export type { StudentTabProps } from './tabs/registry';
export { FinancialTag, InvoiceFinancialTag, invoiceTypesText } from './components/StudentTags';
export { AdmissionFormsPanel } from './tabs/admission/AdmissionFormsTab';
export { BillingFields, EducationCard, billingView } from './tabs/contacts/BillingEducationalTab';
export { ContactFields } from './tabs/contacts/ContactFormModal';
export { ImmigrationDocumentsCard } from './tabs/documents/ImmigrationDocumentsTab';
