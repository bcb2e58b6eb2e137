/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for ContactRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.ContactRequest) so that a form loads only its own schema.
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

// ContactRequest.cjs
var require_ContactRequest = __commonJS({
  "ContactRequest.cjs"(exports) {
    exports["74e22d4e"] = validate10;
    var schema11 = { "type": "object", "title": "Drop Us a Line", "required": ["username", "email", "phone", "subject"], "properties": { "username": { "type": "string", "title": "Your Name", "minLength": 1, "maxLength": 100, "x-messages": { "required": "Name is required", "minLength": "Name is required", "maxLength": "Name may not be greater than 100 characters" } }, "email": { "type": "string", "title": "Email Address", "format": "email", "maxLength": 254, "x-messages": { "required": "Email is required", "format": "Please enter a valid email address", "maxLength": "Email may not be greater than 254 characters" } }, "phone": { "type": "string", "title": "Phone", "pattern": "^\\+?[0-9 ()-]{7,20}$", "x-messages": { "required": "Phone number is required", "pattern": "Please enter a valid phone number" } }, "subject": { "type": "string", "title": "Subject", "minLength": 1, "maxLength": 255, "x-messages": { "required": "Subject is required", "minLength": "Subject is required", "maxLength": "Subject may not be greater than 255 characters" } }, "message": { "type": "string", "x-multiline": true, "title": "Message", "maxLength": 5e3, "x-messages": { "maxLength": "Message may not be greater than 5000 characters" } } }, "$id": "74e22d4e" };
    var func2 = require_ucs2length().default;
    var formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
    var pattern0 = new RegExp("^\\+?[0-9 ()-]{7,20}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.username === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "username" }, message: "must have required property 'username'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.email === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "email" }, message: "must have required property 'email'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.phone === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "phone" }, message: "must have required property 'phone'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.subject === void 0) {
          const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "subject" }, message: "must have required property 'subject'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.username !== void 0) {
          let data0 = data.username;
          if (typeof data0 === "string") {
            if (func2(data0) > 100) {
              const err4 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.username, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err5 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.username, data: data0 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.username.type, parentSchema: schema11.properties.username, data: data0 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.email !== void 0) {
          let data1 = data.email;
          if (typeof data1 === "string") {
            if (func2(data1) > 254) {
              const err7 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/maxLength", keyword: "maxLength", params: { limit: 254 }, message: "must NOT have more than 254 characters", schema: 254, parentSchema: schema11.properties.email, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (!formats0.test(data1)) {
              const err8 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/format", keyword: "format", params: { format: "email" }, message: 'must match format "email"', schema: "email", parentSchema: schema11.properties.email, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.email.type, parentSchema: schema11.properties.email, data: data1 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.phone !== void 0) {
          let data2 = data.phone;
          if (typeof data2 === "string") {
            if (!pattern0.test(data2)) {
              const err10 = { instancePath: instancePath + "/phone", schemaPath: "#/properties/phone/pattern", keyword: "pattern", params: { pattern: "^\\+?[0-9 ()-]{7,20}$" }, message: 'must match pattern "^\\+?[0-9 ()-]{7,20}$"', schema: "^\\+?[0-9 ()-]{7,20}$", parentSchema: schema11.properties.phone, data: data2 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/phone", schemaPath: "#/properties/phone/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.phone.type, parentSchema: schema11.properties.phone, data: data2 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.subject !== void 0) {
          let data3 = data.subject;
          if (typeof data3 === "string") {
            if (func2(data3) > 255) {
              const err12 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.subject, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (func2(data3) < 1) {
              const err13 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.subject, data: data3 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.subject.type, parentSchema: schema11.properties.subject, data: data3 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.message !== void 0) {
          let data4 = data.message;
          if (typeof data4 === "string") {
            if (func2(data4) > 5e3) {
              const err15 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/maxLength", keyword: "maxLength", params: { limit: 5e3 }, message: "must NOT have more than 5000 characters", schema: 5e3, parentSchema: schema11.properties.message, data: data4 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.message.type, parentSchema: schema11.properties.message, data: data4 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_ContactRequest();

/** The ContactRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Drop Us a Line",
  "required": [
    "username",
    "email",
    "phone",
    "subject"
  ],
  "properties": {
    "username": {
      "type": "string",
      "title": "Your Name",
      "minLength": 1,
      "maxLength": 100,
      "x-messages": {
        "required": "Name is required",
        "minLength": "Name is required",
        "maxLength": "Name may not be greater than 100 characters"
      }
    },
    "email": {
      "type": "string",
      "title": "Email Address",
      "format": "email",
      "maxLength": 254,
      "x-messages": {
        "required": "Email is required",
        "format": "Please enter a valid email address",
        "maxLength": "Email may not be greater than 254 characters"
      }
    },
    "phone": {
      "type": "string",
      "title": "Phone",
      "pattern": "^\\+?[0-9 ()-]{7,20}$",
      "x-messages": {
        "required": "Phone number is required",
        "pattern": "Please enter a valid phone number"
      }
    },
    "subject": {
      "type": "string",
      "title": "Subject",
      "minLength": 1,
      "maxLength": 255,
      "x-messages": {
        "required": "Subject is required",
        "minLength": "Subject is required",
        "maxLength": "Subject may not be greater than 255 characters"
      }
    },
    "message": {
      "type": "string",
      "x-multiline": true,
      "title": "Message",
      "maxLength": 5000,
      "x-messages": {
        "maxLength": "Message may not be greater than 5000 characters"
      }
    }
  }
};
