export { contactDetails } from './contact-details';
