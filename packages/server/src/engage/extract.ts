// Reads the ticket's contact, subject and message out of a managed form's sanitised fields.

export interface ExtractedContact {
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string | null;
}

function pick(fields: Record<string, string>, ...names: string[]): string | null {
  for (const name of names) {
    const value = fields[name]?.trim();
    if (value) return value;
  }
  return null;
}

/** name, email, phone and subject come from the fields of those names; the message from `message`, else `notes`. */
export function extractContact(fields: Record<string, string>): ExtractedContact {
  return {
    name: pick(fields, 'name'),
    email: pick(fields, 'email'),
    phone: pick(fields, 'phone'),
    subject: pick(fields, 'subject'),
    message: pick(fields, 'message', 'notes'),
  };
}
