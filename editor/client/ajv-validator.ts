// The forms' validator for rjsf, built on Ajv (JSON Schema 2020-12): a module of its own, loaded
// only once the first form is on screen (form-validator.ts). It checks nothing the owner sees as a
// mistake: the server checks the data (POST check, and again on save).
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020.js';

export const ajvValidator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: { strict: false, validateFormats: false, discriminator: true },
});
