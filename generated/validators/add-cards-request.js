/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for AddCardsRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.AddCardsRequest) so that a form loads only its own schema.
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

// AddCardsRequest.cjs
var require_AddCardsRequest = __commonJS({
  "AddCardsRequest.cjs"(exports) {
    exports["-69ad7fd9"] = validate10;
    var schema11 = { "type": "object", "title": "Add cards", "required": ["numbers"], "additionalProperties": false, "properties": { "numbers": { "type": "array", "title": "Card numbers", "minItems": 1, "maxItems": 100, "items": { "type": "string", "minLength": 1, "maxLength": 40 } } }, "$id": "-69ad7fd9" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.numbers === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "numbers" }, message: "must have required property 'numbers'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "numbers")) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.numbers !== void 0) {
          let data0 = data.numbers;
          if (Array.isArray(data0)) {
            if (data0.length > 100) {
              const err2 = { instancePath: instancePath + "/numbers", schemaPath: "#/properties/numbers/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema11.properties.numbers, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (data0.length < 1) {
              const err3 = { instancePath: instancePath + "/numbers", schemaPath: "#/properties/numbers/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.numbers, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0];
              if (typeof data1 === "string") {
                if (func2(data1) > 40) {
                  const err4 = { instancePath: instancePath + "/numbers/" + i0, schemaPath: "#/properties/numbers/items/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters", schema: 40, parentSchema: schema11.properties.numbers.items, data: data1 };
                  if (vErrors === null) {
                    vErrors = [err4];
                  } else {
                    vErrors.push(err4);
                  }
                  errors++;
                }
                if (func2(data1) < 1) {
                  const err5 = { instancePath: instancePath + "/numbers/" + i0, schemaPath: "#/properties/numbers/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.numbers.items, data: data1 };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                }
              } else {
                const err6 = { instancePath: instancePath + "/numbers/" + i0, schemaPath: "#/properties/numbers/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.numbers.items.type, parentSchema: schema11.properties.numbers.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
          } else {
            const err7 = { instancePath: instancePath + "/numbers", schemaPath: "#/properties/numbers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.numbers.type, parentSchema: schema11.properties.numbers, data: data0 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_AddCardsRequest();

/** The AddCardsRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Add cards",
  "required": [
    "numbers"
  ],
  "additionalProperties": false,
  "properties": {
    "numbers": {
      "type": "array",
      "title": "Card numbers",
      "minItems": 1,
      "maxItems": 100,
      "items": {
        "type": "string",
        "minLength": 1,
        "maxLength": 40
      }
    }
  }
};
