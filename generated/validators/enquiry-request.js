/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for EnquiryRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.EnquiryRequest) so that a form loads only its own schema.
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

// EnquiryRequest.cjs
var require_EnquiryRequest = __commonJS({
  "EnquiryRequest.cjs"(exports) {
    exports["-13c6a427"] = validate10;
    var schema11 = { "type": "object", "title": "Let's Talk", "required": ["name", "email", "phone"], "properties": { "name": { "type": "string", "title": "Your Name", "minLength": 1, "maxLength": 100, "x-messages": { "required": "Name is required", "minLength": "Name is required", "maxLength": "Name may not be greater than 100 characters" } }, "email": { "type": "string", "title": "Email Address", "format": "email", "maxLength": 254, "x-messages": { "required": "Email is required", "format": "Please enter a valid email address", "maxLength": "Email may not be greater than 254 characters" } }, "phone": { "type": "string", "title": "Phone", "pattern": "^\\+?[0-9 ()-]{7,20}$", "x-messages": { "required": "Phone number is required", "pattern": "Please enter a valid phone number" } }, "message": { "type": "string", "x-multiline": true, "title": "Message", "maxLength": 5e3, "x-messages": { "maxLength": "Message may not be greater than 5000 characters" } } }, "$id": "-13c6a427" };
    var func2 = require_ucs2length().default;
    var formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
    var pattern0 = new RegExp("^\\+?[0-9 ()-]{7,20}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.name === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.required, parentSchema: schema11, data };
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
        if (data.name !== void 0) {
          let data0 = data.name;
          if (typeof data0 === "string") {
            if (func2(data0) > 100) {
              const err3 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.name, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err4 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.name, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.name.type, parentSchema: schema11.properties.name, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.email !== void 0) {
          let data1 = data.email;
          if (typeof data1 === "string") {
            if (func2(data1) > 254) {
              const err6 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/maxLength", keyword: "maxLength", params: { limit: 254 }, message: "must NOT have more than 254 characters", schema: 254, parentSchema: schema11.properties.email, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (!formats0.test(data1)) {
              const err7 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/format", keyword: "format", params: { format: "email" }, message: 'must match format "email"', schema: "email", parentSchema: schema11.properties.email, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.email.type, parentSchema: schema11.properties.email, data: data1 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.phone !== void 0) {
          let data2 = data.phone;
          if (typeof data2 === "string") {
            if (!pattern0.test(data2)) {
              const err9 = { instancePath: instancePath + "/phone", schemaPath: "#/properties/phone/pattern", keyword: "pattern", params: { pattern: "^\\+?[0-9 ()-]{7,20}$" }, message: 'must match pattern "^\\+?[0-9 ()-]{7,20}$"', schema: "^\\+?[0-9 ()-]{7,20}$", parentSchema: schema11.properties.phone, data: data2 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/phone", schemaPath: "#/properties/phone/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.phone.type, parentSchema: schema11.properties.phone, data: data2 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data.message !== void 0) {
          let data3 = data.message;
          if (typeof data3 === "string") {
            if (func2(data3) > 5e3) {
              const err11 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/maxLength", keyword: "maxLength", params: { limit: 5e3 }, message: "must NOT have more than 5000 characters", schema: 5e3, parentSchema: schema11.properties.message, data: data3 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.message.type, parentSchema: schema11.properties.message, data: data3 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_EnquiryRequest();

/** The EnquiryRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Let's Talk",
  "required": [
    "name",
    "email",
    "phone"
  ],
  "properties": {
    "name": {
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
