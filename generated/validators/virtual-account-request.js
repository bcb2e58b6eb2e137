/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for VirtualAccountRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.VirtualAccountRequest) so that a form loads only its own schema.
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

// VirtualAccountRequest.cjs
var require_VirtualAccountRequest = __commonJS({
  "VirtualAccountRequest.cjs"(exports) {
    exports["5c468ffe"] = validate10;
    var schema11 = { "type": "object", "additionalProperties": false, "properties": { "bvn": { "type": "string", "title": "BVN", "description": "Your 11-digit Bank Verification Number, when the gateway needs it (requires_bvn).", "pattern": "^[0-9]{11}$", "x-messages": { "pattern": "Enter your 11-digit BVN." } }, "account_number": { "type": "string", "title": "Account number", "description": "Your 10-digit bank account number (NUBAN), in your own name, when Paystack validates you first (requires_identity).", "pattern": "^[0-9]{10}$", "x-messages": { "pattern": "Enter your 10-digit account number." } }, "bank_code": { "type": "string", "title": "Bank", "description": "Your bank, as the `code` of one of `listVirtualAccountBanks` (requires_identity).", "pattern": "^[0-9A-Za-z]{1,20}$", "x-messages": { "pattern": "Choose your bank from the list." } } }, "$id": "5c468ffe" };
    var pattern0 = new RegExp("^[0-9]{11}$", "u");
    var pattern1 = new RegExp("^[0-9]{10}$", "u");
    var pattern2 = new RegExp("^[0-9A-Za-z]{1,20}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "bvn" || key0 === "account_number" || key0 === "bank_code")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.bvn !== void 0) {
          let data0 = data.bvn;
          if (typeof data0 === "string") {
            if (!pattern0.test(data0)) {
              const err1 = { instancePath: instancePath + "/bvn", schemaPath: "#/properties/bvn/pattern", keyword: "pattern", params: { pattern: "^[0-9]{11}$" }, message: 'must match pattern "^[0-9]{11}$"', schema: "^[0-9]{11}$", parentSchema: schema11.properties.bvn, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = { instancePath: instancePath + "/bvn", schemaPath: "#/properties/bvn/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.bvn.type, parentSchema: schema11.properties.bvn, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.account_number !== void 0) {
          let data1 = data.account_number;
          if (typeof data1 === "string") {
            if (!pattern1.test(data1)) {
              const err3 = { instancePath: instancePath + "/account_number", schemaPath: "#/properties/account_number/pattern", keyword: "pattern", params: { pattern: "^[0-9]{10}$" }, message: 'must match pattern "^[0-9]{10}$"', schema: "^[0-9]{10}$", parentSchema: schema11.properties.account_number, data: data1 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/account_number", schemaPath: "#/properties/account_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.account_number.type, parentSchema: schema11.properties.account_number, data: data1 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.bank_code !== void 0) {
          let data2 = data.bank_code;
          if (typeof data2 === "string") {
            if (!pattern2.test(data2)) {
              const err5 = { instancePath: instancePath + "/bank_code", schemaPath: "#/properties/bank_code/pattern", keyword: "pattern", params: { pattern: "^[0-9A-Za-z]{1,20}$" }, message: 'must match pattern "^[0-9A-Za-z]{1,20}$"', schema: "^[0-9A-Za-z]{1,20}$", parentSchema: schema11.properties.bank_code, data: data2 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/bank_code", schemaPath: "#/properties/bank_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.bank_code.type, parentSchema: schema11.properties.bank_code, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_VirtualAccountRequest();

/** The VirtualAccountRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "bvn": {
      "type": "string",
      "title": "BVN",
      "description": "Your 11-digit Bank Verification Number, when the gateway needs it (requires_bvn).",
      "pattern": "^[0-9]{11}$",
      "x-messages": {
        "pattern": "Enter your 11-digit BVN."
      }
    },
    "account_number": {
      "type": "string",
      "title": "Account number",
      "description": "Your 10-digit bank account number (NUBAN), in your own name, when Paystack validates you first (requires_identity).",
      "pattern": "^[0-9]{10}$",
      "x-messages": {
        "pattern": "Enter your 10-digit account number."
      }
    },
    "bank_code": {
      "type": "string",
      "title": "Bank",
      "description": "Your bank, as the `code` of one of `listVirtualAccountBanks` (requires_identity).",
      "pattern": "^[0-9A-Za-z]{1,20}$",
      "x-messages": {
        "pattern": "Choose your bank from the list."
      }
    }
  }
};
