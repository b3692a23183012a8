/** A contact form message. */
export interface ContactMessage {
  customer_name: string;
  customer_email: string;
  customer_subject: string;
  customer_message: string;
}
