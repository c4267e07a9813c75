/** Moved to the shared kit (components/EditableCard): the lead record uses it too. */
export * from '../../../components/EditableCard';
