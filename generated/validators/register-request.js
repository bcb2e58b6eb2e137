/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for RegisterRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.RegisterRequest) so that a form loads only its own schema.
 * Source: openapi/ (bundled into generated/openapi.yaml). Regenerate with `npm run gen`; `npm run gen:check` fails when stale.
 */

var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// RegisterRequest.cjs
var require_RegisterRequest = __commonJS({
  "RegisterRequest.cjs"(exports) {
    exports["-23dc781f"] = validate10;
    var schema11 = { "type": "object", "title": "Create Account", "required": ["firstname", "lastname", "username", "email", "country_code", "mobile", "password", "password_confirmation"], "properties": { "firstname": { "type": "string", "title": "First Name", "minLength": 1, "maxLength": 50, "x-messages": { "required": "first name is required", "minLength": "first name is required", "maxLength": "first name may not be greater than 50 characters" } }, "lastname": { "type": "string", "title": "Last Name", "minLength": 1, "maxLength": 50, "x-messages": { "required": "last name is required", "minLength": "last name is required", "maxLength": "last name may not be greater than 50 characters" } }, "username": { "type": "string", "title": "Username", "minLength": 3, "maxLength": 30, "pattern": "^[A-Za-z0-9_.]+$", "x-messages": { "required": "username is required", "minLength": "username must be at least 3 characters", "maxLength": "username may not be greater than 30 characters", "pattern": "username may only contain letters, numbers, underscores and dots" } }, "email": { "type": "string", "title": "Email Address", "format": "email", "maxLength": 254, "description": "Leading and trailing spaces are trimmed by the SPA before sending.", "x-messages": { "required": "email is required", "format": "email is required", "maxLength": "email may not be greater than 254 characters" } }, "country_code": { "type": "string", "title": "Country", "description": `The country's NAME from the country select (e.g. "Nigeria").`, "minLength": 1, "maxLength": 100, "x-messages": { "required": "country is required", "minLength": "country is required", "maxLength": "country may not be greater than 100 characters" } }, "country": { "type": "string", "title": "Country code", "description": 'Two-letter ISO 3166-1 code of the chosen country (e.g. "NG").', "pattern": "^[A-Z]{2}$", "x-messages": { "pattern": "country must be a two-letter country code" } }, "mobile": { "type": "string", "title": "Mobile", "description": "National number digits without the dial code (at most 15 digits).", "pattern": "^[0-9]{4,15}$", "x-messages": { "required": "phone number is required", "pattern": "phone number must be 4 to 15 digits" } }, "mobile_code": { "type": "string", "title": "Dial code", "description": 'Dial code digits without "+" (e.g. "234").', "pattern": "^[0-9]{1,4}$", "x-messages": { "pattern": "dial code must be 1 to 4 digits" } }, "password": { "type": "string", "title": "Password", "minLength": 6, "maxLength": 128, "description": "Only the 6-character minimum is enforced; the capital, small letter, number and special-character hints are advice.", "x-messages": { "required": "password is required", "minLength": "Cannot be less than six characters", "maxLength": "password may not be greater than 128 characters" } }, "password_confirmation": { "type": "string", "title": "Confirm Password", "minLength": 1, "x-match": "password", "x-messages": { "required": "Please confirm your password.", "minLength": "Please confirm your password.", "match": "Your passwords do not match." } }, "referral_code": { "type": "string", "title": "Referral Code", "description": "Referral code of the referring user, prefilled from the `reference` query parameter of the sign-up page.", "maxLength": 40, "x-messages": { "maxLength": "referral code may not be greater than 40 characters" } } }, "$id": "-23dc781f" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[A-Za-z0-9_.]+$", "u");
    var pattern1 = new RegExp("^[A-Z]{2}$", "u");
    var pattern2 = new RegExp("^[0-9]{4,15}$", "u");
    var pattern3 = new RegExp("^[0-9]{1,4}$", "u");
    var formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.firstname === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "firstname" }, message: "must have required property 'firstname'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.lastname === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastname" }, message: "must have required property 'lastname'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.username === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "username" }, message: "must have required property 'username'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.email === void 0) {
          const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "email" }, message: "must have required property 'email'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.country_code === void 0) {
          const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "country_code" }, message: "must have required property 'country_code'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data.mobile === void 0) {
          const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mobile" }, message: "must have required property 'mobile'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data.password === void 0) {
          const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "password" }, message: "must have required property 'password'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data.password_confirmation === void 0) {
          const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "password_confirmation" }, message: "must have required property 'password_confirmation'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data.firstname !== void 0) {
          let data0 = data.firstname;
          if (typeof data0 === "string") {
            if (func2(data0) > 50) {
              const err8 = { instancePath: instancePath + "/firstname", schemaPath: "#/properties/firstname/maxLength", keyword: "maxLength", params: { limit: 50 }, message: "must NOT have more than 50 characters", schema: 50, parentSchema: schema11.properties.firstname, data: data0 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err9 = { instancePath: instancePath + "/firstname", schemaPath: "#/properties/firstname/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.firstname, data: data0 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/firstname", schemaPath: "#/properties/firstname/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.firstname.type, parentSchema: schema11.properties.firstname, data: data0 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data.lastname !== void 0) {
          let data1 = data.lastname;
          if (typeof data1 === "string") {
            if (func2(data1) > 50) {
              const err11 = { instancePath: instancePath + "/lastname", schemaPath: "#/properties/lastname/maxLength", keyword: "maxLength", params: { limit: 50 }, message: "must NOT have more than 50 characters", schema: 50, parentSchema: schema11.properties.lastname, data: data1 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err12 = { instancePath: instancePath + "/lastname", schemaPath: "#/properties/lastname/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.lastname, data: data1 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/lastname", schemaPath: "#/properties/lastname/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.lastname.type, parentSchema: schema11.properties.lastname, data: data1 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data.username !== void 0) {
          let data2 = data.username;
          if (typeof data2 === "string") {
            if (func2(data2) > 30) {
              const err14 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/maxLength", keyword: "maxLength", params: { limit: 30 }, message: "must NOT have more than 30 characters", schema: 30, parentSchema: schema11.properties.username, data: data2 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (func2(data2) < 3) {
              const err15 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/minLength", keyword: "minLength", params: { limit: 3 }, message: "must NOT have fewer than 3 characters", schema: 3, parentSchema: schema11.properties.username, data: data2 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (!pattern0.test(data2)) {
              const err16 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.]+$" }, message: 'must match pattern "^[A-Za-z0-9_.]+$"', schema: "^[A-Za-z0-9_.]+$", parentSchema: schema11.properties.username, data: data2 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          } else {
            const err17 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.username.type, parentSchema: schema11.properties.username, data: data2 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data.email !== void 0) {
          let data3 = data.email;
          if (typeof data3 === "string") {
            if (func2(data3) > 254) {
              const err18 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/maxLength", keyword: "maxLength", params: { limit: 254 }, message: "must NOT have more than 254 characters", schema: 254, parentSchema: schema11.properties.email, data: data3 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (!formats0.test(data3)) {
              const err19 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/format", keyword: "format", params: { format: "email" }, message: 'must match format "email"', schema: "email", parentSchema: schema11.properties.email, data: data3 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.email.type, parentSchema: schema11.properties.email, data: data3 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data.country_code !== void 0) {
          let data4 = data.country_code;
          if (typeof data4 === "string") {
            if (func2(data4) > 100) {
              const err21 = { instancePath: instancePath + "/country_code", schemaPath: "#/properties/country_code/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.country_code, data: data4 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (func2(data4) < 1) {
              const err22 = { instancePath: instancePath + "/country_code", schemaPath: "#/properties/country_code/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.country_code, data: data4 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/country_code", schemaPath: "#/properties/country_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.country_code.type, parentSchema: schema11.properties.country_code, data: data4 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data.country !== void 0) {
          let data5 = data.country;
          if (typeof data5 === "string") {
            if (!pattern1.test(data5)) {
              const err24 = { instancePath: instancePath + "/country", schemaPath: "#/properties/country/pattern", keyword: "pattern", params: { pattern: "^[A-Z]{2}$" }, message: 'must match pattern "^[A-Z]{2}$"', schema: "^[A-Z]{2}$", parentSchema: schema11.properties.country, data: data5 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          } else {
            const err25 = { instancePath: instancePath + "/country", schemaPath: "#/properties/country/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.country.type, parentSchema: schema11.properties.country, data: data5 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data.mobile !== void 0) {
          let data6 = data.mobile;
          if (typeof data6 === "string") {
            if (!pattern2.test(data6)) {
              const err26 = { instancePath: instancePath + "/mobile", schemaPath: "#/properties/mobile/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4,15}$" }, message: 'must match pattern "^[0-9]{4,15}$"', schema: "^[0-9]{4,15}$", parentSchema: schema11.properties.mobile, data: data6 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          } else {
            const err27 = { instancePath: instancePath + "/mobile", schemaPath: "#/properties/mobile/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.mobile.type, parentSchema: schema11.properties.mobile, data: data6 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data.mobile_code !== void 0) {
          let data7 = data.mobile_code;
          if (typeof data7 === "string") {
            if (!pattern3.test(data7)) {
              const err28 = { instancePath: instancePath + "/mobile_code", schemaPath: "#/properties/mobile_code/pattern", keyword: "pattern", params: { pattern: "^[0-9]{1,4}$" }, message: 'must match pattern "^[0-9]{1,4}$"', schema: "^[0-9]{1,4}$", parentSchema: schema11.properties.mobile_code, data: data7 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          } else {
            const err29 = { instancePath: instancePath + "/mobile_code", schemaPath: "#/properties/mobile_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.mobile_code.type, parentSchema: schema11.properties.mobile_code, data: data7 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data.password !== void 0) {
          let data8 = data.password;
          if (typeof data8 === "string") {
            if (func2(data8) > 128) {
              const err30 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema11.properties.password, data: data8 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (func2(data8) < 6) {
              const err31 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/minLength", keyword: "minLength", params: { limit: 6 }, message: "must NOT have fewer than 6 characters", schema: 6, parentSchema: schema11.properties.password, data: data8 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          } else {
            const err32 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.password.type, parentSchema: schema11.properties.password, data: data8 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data.password_confirmation !== void 0) {
          let data9 = data.password_confirmation;
          if (typeof data9 === "string") {
            if (func2(data9) < 1) {
              const err33 = { instancePath: instancePath + "/password_confirmation", schemaPath: "#/properties/password_confirmation/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.password_confirmation, data: data9 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          } else {
            const err34 = { instancePath: instancePath + "/password_confirmation", schemaPath: "#/properties/password_confirmation/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.password_confirmation.type, parentSchema: schema11.properties.password_confirmation, data: data9 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data.referral_code !== void 0) {
          let data10 = data.referral_code;
          if (typeof data10 === "string") {
            if (func2(data10) > 40) {
              const err35 = { instancePath: instancePath + "/referral_code", schemaPath: "#/properties/referral_code/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters", schema: 40, parentSchema: schema11.properties.referral_code, data: data10 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          } else {
            const err36 = { instancePath: instancePath + "/referral_code", schemaPath: "#/properties/referral_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.referral_code.type, parentSchema: schema11.properties.referral_code, data: data10 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_RegisterRequest();

/** The RegisterRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Create Account",
  "required": [
    "firstname",
    "lastname",
    "username",
    "email",
    "country_code",
    "mobile",
    "password",
    "password_confirmation"
  ],
  "properties": {
    "firstname": {
      "type": "string",
      "title": "First Name",
      "minLength": 1,
      "maxLength": 50,
      "x-messages": {
        "required": "first name is required",
        "minLength": "first name is required",
        "maxLength": "first name may not be greater than 50 characters"
      }
    },
    "lastname": {
      "type": "string",
      "title": "Last Name",
      "minLength": 1,
      "maxLength": 50,
      "x-messages": {
        "required": "last name is required",
        "minLength": "last name is required",
        "maxLength": "last name may not be greater than 50 characters"
      }
    },
    "username": {
      "type": "string",
      "title": "Username",
      "minLength": 3,
      "maxLength": 30,
      "pattern": "^[A-Za-z0-9_.]+$",
      "x-messages": {
        "required": "username is required",
        "minLength": "username must be at least 3 characters",
        "maxLength": "username may not be greater than 30 characters",
        "pattern": "username may only contain letters, numbers, underscores and dots"
      }
    },
    "email": {
      "type": "string",
      "title": "Email Address",
      "format": "email",
      "maxLength": 254,
      "description": "Leading and trailing spaces are trimmed by the SPA before sending.",
      "x-messages": {
        "required": "email is required",
        "format": "email is required",
        "maxLength": "email may not be greater than 254 characters"
      }
    },
    "country_code": {
      "type": "string",
      "title": "Country",
      "description": "The country's NAME from the country select (e.g. \"Nigeria\").",
      "minLength": 1,
      "maxLength": 100,
      "x-messages": {
        "required": "country is required",
        "minLength": "country is required",
        "maxLength": "country may not be greater than 100 characters"
      }
    },
    "country": {
      "type": "string",
      "title": "Country code",
      "description": "Two-letter ISO 3166-1 code of the chosen country (e.g. \"NG\").",
      "pattern": "^[A-Z]{2}$",
      "x-messages": {
        "pattern": "country must be a two-letter country code"
      }
    },
    "mobile": {
      "type": "string",
      "title": "Mobile",
      "description": "National number digits without the dial code (at most 15 digits).",
      "pattern": "^[0-9]{4,15}$",
      "x-messages": {
        "required": "phone number is required",
        "pattern": "phone number must be 4 to 15 digits"
      }
    },
    "mobile_code": {
      "type": "string",
      "title": "Dial code",
      "description": "Dial code digits without \"+\" (e.g. \"234\").",
      "pattern": "^[0-9]{1,4}$",
      "x-messages": {
        "pattern": "dial code must be 1 to 4 digits"
      }
    },
    "password": {
      "type": "string",
      "title": "Password",
      "minLength": 6,
      "maxLength": 128,
      "description": "Only the 6-character minimum is enforced; the capital, small letter, number and special-character hints are advice.",
      "x-messages": {
        "required": "password is required",
        "minLength": "Cannot be less than six characters",
        "maxLength": "password may not be greater than 128 characters"
      }
    },
    "password_confirmation": {
      "type": "string",
      "title": "Confirm Password",
      "minLength": 1,
      "x-match": "password",
      "x-messages": {
        "required": "Please confirm your password.",
        "minLength": "Please confirm your password.",
        "match": "Your passwords do not match."
      }
    },
    "referral_code": {
      "type": "string",
      "title": "Referral Code",
      "description": "Referral code of the referring user, prefilled from the `reference` query parameter of the sign-up page.",
      "maxLength": 40,
      "x-messages": {
        "maxLength": "referral code may not be greater than 40 characters"
      }
    }
  }
};
