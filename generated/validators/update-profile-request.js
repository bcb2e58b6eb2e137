/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for UpdateProfileRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.UpdateProfileRequest) so that a form loads only its own schema.
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

// UpdateProfileRequest.cjs
var require_UpdateProfileRequest = __commonJS({
  "UpdateProfileRequest.cjs"(exports) {
    exports.f716ab = validate10;
    var schema11 = { "type": "object", "title": "Profile", "required": ["country", "city", "address", "zip"], "properties": { "firstname": { "type": "string", "title": "First Name", "minLength": 1, "maxLength": 50, "x-messages": { "minLength": "First name is required", "maxLength": "First name may not be greater than 50 characters" } }, "lastname": { "type": "string", "title": "Last Name", "minLength": 1, "maxLength": 50, "x-messages": { "minLength": "Last name is required", "maxLength": "Last name may not be greater than 50 characters" } }, "country": { "type": "string", "title": "Country", "description": 'Two-letter ISO 3166-1 code of the chosen country (e.g. "NG"), as in `RegisterRequest.country`.', "pattern": "^[A-Z]{2}$", "x-messages": { "required": "Country is required", "pattern": "Country is required" } }, "country_code": { "type": "string", "title": "Country name", "description": 'The country\'s name (e.g. "Nigeria"), as in `RegisterRequest.country_code`; stored as `address.country`.', "minLength": 1, "maxLength": 100, "x-messages": { "minLength": "Country is required", "maxLength": "Country may not be greater than 100 characters" } }, "city": { "type": "string", "title": "City", "minLength": 1, "maxLength": 100, "x-messages": { "required": "City is required", "minLength": "City is required", "maxLength": "City may not be greater than 100 characters" } }, "address": { "type": "string", "title": "Address", "minLength": 1, "maxLength": 255, "x-messages": { "required": "Address is required", "minLength": "Address is required", "maxLength": "Address may not be greater than 255 characters" } }, "zip": { "type": "string", "title": "Zip Code", "minLength": 1, "maxLength": 20, "x-messages": { "required": "Zip code is required", "minLength": "Zip code is required", "maxLength": "Zip code may not be greater than 20 characters" } } }, "$id": "f716ab" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[A-Z]{2}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.country === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "country" }, message: "must have required property 'country'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.city === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "city" }, message: "must have required property 'city'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.address === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "address" }, message: "must have required property 'address'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.zip === void 0) {
          const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "zip" }, message: "must have required property 'zip'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.firstname !== void 0) {
          let data0 = data.firstname;
          if (typeof data0 === "string") {
            if (func2(data0) > 50) {
              const err4 = { instancePath: instancePath + "/firstname", schemaPath: "#/properties/firstname/maxLength", keyword: "maxLength", params: { limit: 50 }, message: "must NOT have more than 50 characters", schema: 50, parentSchema: schema11.properties.firstname, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err5 = { instancePath: instancePath + "/firstname", schemaPath: "#/properties/firstname/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.firstname, data: data0 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/firstname", schemaPath: "#/properties/firstname/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.firstname.type, parentSchema: schema11.properties.firstname, data: data0 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.lastname !== void 0) {
          let data1 = data.lastname;
          if (typeof data1 === "string") {
            if (func2(data1) > 50) {
              const err7 = { instancePath: instancePath + "/lastname", schemaPath: "#/properties/lastname/maxLength", keyword: "maxLength", params: { limit: 50 }, message: "must NOT have more than 50 characters", schema: 50, parentSchema: schema11.properties.lastname, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err8 = { instancePath: instancePath + "/lastname", schemaPath: "#/properties/lastname/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.lastname, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/lastname", schemaPath: "#/properties/lastname/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.lastname.type, parentSchema: schema11.properties.lastname, data: data1 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.country !== void 0) {
          let data2 = data.country;
          if (typeof data2 === "string") {
            if (!pattern0.test(data2)) {
              const err10 = { instancePath: instancePath + "/country", schemaPath: "#/properties/country/pattern", keyword: "pattern", params: { pattern: "^[A-Z]{2}$" }, message: 'must match pattern "^[A-Z]{2}$"', schema: "^[A-Z]{2}$", parentSchema: schema11.properties.country, data: data2 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/country", schemaPath: "#/properties/country/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.country.type, parentSchema: schema11.properties.country, data: data2 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.country_code !== void 0) {
          let data3 = data.country_code;
          if (typeof data3 === "string") {
            if (func2(data3) > 100) {
              const err12 = { instancePath: instancePath + "/country_code", schemaPath: "#/properties/country_code/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.country_code, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (func2(data3) < 1) {
              const err13 = { instancePath: instancePath + "/country_code", schemaPath: "#/properties/country_code/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.country_code, data: data3 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = { instancePath: instancePath + "/country_code", schemaPath: "#/properties/country_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.country_code.type, parentSchema: schema11.properties.country_code, data: data3 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.city !== void 0) {
          let data4 = data.city;
          if (typeof data4 === "string") {
            if (func2(data4) > 100) {
              const err15 = { instancePath: instancePath + "/city", schemaPath: "#/properties/city/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.city, data: data4 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (func2(data4) < 1) {
              const err16 = { instancePath: instancePath + "/city", schemaPath: "#/properties/city/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.city, data: data4 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          } else {
            const err17 = { instancePath: instancePath + "/city", schemaPath: "#/properties/city/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.city.type, parentSchema: schema11.properties.city, data: data4 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data.address !== void 0) {
          let data5 = data.address;
          if (typeof data5 === "string") {
            if (func2(data5) > 255) {
              const err18 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.address, data: data5 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (func2(data5) < 1) {
              const err19 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.address, data: data5 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.address.type, parentSchema: schema11.properties.address, data: data5 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data.zip !== void 0) {
          let data6 = data.zip;
          if (typeof data6 === "string") {
            if (func2(data6) > 20) {
              const err21 = { instancePath: instancePath + "/zip", schemaPath: "#/properties/zip/maxLength", keyword: "maxLength", params: { limit: 20 }, message: "must NOT have more than 20 characters", schema: 20, parentSchema: schema11.properties.zip, data: data6 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (func2(data6) < 1) {
              const err22 = { instancePath: instancePath + "/zip", schemaPath: "#/properties/zip/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.zip, data: data6 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/zip", schemaPath: "#/properties/zip/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.zip.type, parentSchema: schema11.properties.zip, data: data6 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      } else {
        const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_UpdateProfileRequest();

/** The UpdateProfileRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Profile",
  "required": [
    "country",
    "city",
    "address",
    "zip"
  ],
  "properties": {
    "firstname": {
      "type": "string",
      "title": "First Name",
      "minLength": 1,
      "maxLength": 50,
      "x-messages": {
        "minLength": "First name is required",
        "maxLength": "First name may not be greater than 50 characters"
      }
    },
    "lastname": {
      "type": "string",
      "title": "Last Name",
      "minLength": 1,
      "maxLength": 50,
      "x-messages": {
        "minLength": "Last name is required",
        "maxLength": "Last name may not be greater than 50 characters"
      }
    },
    "country": {
      "type": "string",
      "title": "Country",
      "description": "Two-letter ISO 3166-1 code of the chosen country (e.g. \"NG\"), as in `RegisterRequest.country`.",
      "pattern": "^[A-Z]{2}$",
      "x-messages": {
        "required": "Country is required",
        "pattern": "Country is required"
      }
    },
    "country_code": {
      "type": "string",
      "title": "Country name",
      "description": "The country's name (e.g. \"Nigeria\"), as in `RegisterRequest.country_code`; stored as `address.country`.",
      "minLength": 1,
      "maxLength": 100,
      "x-messages": {
        "minLength": "Country is required",
        "maxLength": "Country may not be greater than 100 characters"
      }
    },
    "city": {
      "type": "string",
      "title": "City",
      "minLength": 1,
      "maxLength": 100,
      "x-messages": {
        "required": "City is required",
        "minLength": "City is required",
        "maxLength": "City may not be greater than 100 characters"
      }
    },
    "address": {
      "type": "string",
      "title": "Address",
      "minLength": 1,
      "maxLength": 255,
      "x-messages": {
        "required": "Address is required",
        "minLength": "Address is required",
        "maxLength": "Address may not be greater than 255 characters"
      }
    },
    "zip": {
      "type": "string",
      "title": "Zip Code",
      "minLength": 1,
      "maxLength": 20,
      "x-messages": {
        "required": "Zip code is required",
        "minLength": "Zip code is required",
        "maxLength": "Zip code may not be greater than 20 characters"
      }
    }
  }
};
