// the finance dialogs' date field is the kit's
export { DateItem } from '../../../components/DateItem';
