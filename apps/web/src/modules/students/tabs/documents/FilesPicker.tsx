/** Lifted to the shared kit (lead documents choose files the same way). */
export { FilesPicker, UploadProgress, withToasts } from '../../../../components/FilesPicker';
