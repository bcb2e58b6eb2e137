/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for LinkCardRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.LinkCardRequest) so that a form loads only its own schema.
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

// LinkCardRequest.cjs
var require_LinkCardRequest = __commonJS({
  "LinkCardRequest.cjs"(exports) {
    exports["27791808"] = validate10;
    var schema11 = { "type": "object", "title": "Link Card", "required": ["card_number"], "properties": { "card_number": { "type": "string", "title": "Card Number", "description": "The number printed on the card: 10 to 19 letters or digits, in any case, as printed (new cards print groups\nof four, `ELC 7KQ4 M9TX 2HVB R8ND`: a single space or dash between symbols is ignored).\n", "pattern": "^[A-Za-z0-9]([ -]?[A-Za-z0-9]){9,18}$", "x-messages": { "required": "Card number is required", "pattern": "Card number must be 10 to 19 letters or digits" } } }, "$id": "27791808" };
    var pattern0 = new RegExp("^[A-Za-z0-9]([ -]?[A-Za-z0-9]){9,18}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.card_number === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "card_number" }, message: "must have required property 'card_number'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.card_number !== void 0) {
          let data0 = data.card_number;
          if (typeof data0 === "string") {
            if (!pattern0.test(data0)) {
              const err1 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9]([ -]?[A-Za-z0-9]){9,18}$" }, message: 'must match pattern "^[A-Za-z0-9]([ -]?[A-Za-z0-9]){9,18}$"', schema: "^[A-Za-z0-9]([ -]?[A-Za-z0-9]){9,18}$", parentSchema: schema11.properties.card_number, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.card_number.type, parentSchema: schema11.properties.card_number, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_LinkCardRequest();

/** The LinkCardRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Link Card",
  "required": [
    "card_number"
  ],
  "properties": {
    "card_number": {
      "type": "string",
      "title": "Card Number",
      "description": "The number printed on the card: 10 to 19 letters or digits, in any case, as printed (new cards print groups\nof four, `ELC 7KQ4 M9TX 2HVB R8ND`: a single space or dash between symbols is ignored).\n",
      "pattern": "^[A-Za-z0-9]([ -]?[A-Za-z0-9]){9,18}$",
      "x-messages": {
        "required": "Card number is required",
        "pattern": "Card number must be 10 to 19 letters or digits"
      }
    }
  }
};
