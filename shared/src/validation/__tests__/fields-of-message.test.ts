import { fieldsOfMessage, validationMessages } from '..';

describe('fieldsOfMessage', () => {
  const values = { name: 'Marie', email: '', phone: ' ' };
  it('names the blank required fields for the "required" message', () => {
    expect(fieldsOfMessage(validationMessages.required, values, ['name', 'email', 'phone'])).toEqual([
      'email',
      'phone',
    ]);
  });
  it('names the fields a form gives for another message, and none otherwise', () => {
    const byMessage = { [validationMessages.email]: ['email'] as const };
    expect(fieldsOfMessage(validationMessages.email, values, ['name'], byMessage)).toEqual(['email']);
    expect(fieldsOfMessage(validationMessages.phone, values, ['name'], byMessage)).toEqual([]);
    expect(fieldsOfMessage(null, values, ['name'], byMessage)).toEqual([]);
  });
});
