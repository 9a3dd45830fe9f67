// Whether a form offers text messages: a fact of the site's data that the form (a feature) and
// the validator (a basic) both need, so it lives with the site's data.

/** The countries whose carriers' words the SMS box speaks (reply STOP, message rates). */
const SMS_WORDING_COUNTRIES = new Set(['US', 'CA', 'PR', 'VI', 'GU', 'AS', 'MP']);

/** Whether a form offers text messages: as the block says, else only where its words are the carriers'. */
export const smsOffered = (sms: boolean | undefined, country = 'US') => sms ?? SMS_WORDING_COUNTRIES.has(country);
