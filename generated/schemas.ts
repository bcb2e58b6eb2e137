/**
 * GENERATED FILE — DO NOT EDIT.
 * Request-body JSON Schemas of the API, $refs inlined (forms and their messages).
 * Source: openapi/ (bundled into generated/openapi.yaml). Regenerate with `npm run gen`; `npm run gen:check` fails when stale.
 */

export const requestSchemas = {
  "AcceptStaffInviteRequest": {
    "type": "object",
    "title": "Set up your staff account",
    "required": [
      "token",
      "name",
      "password",
      "password_confirmation",
      "code"
    ],
    "properties": {
      "token": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "description": "The token of the set-up link.",
        "x-messages": {
          "required": "This set-up link is invalid, used or expired. Ask an admin for a new one.",
          "minLength": "This set-up link is invalid, used or expired. Ask an admin for a new one.",
          "maxLength": "This set-up link is invalid, used or expired. Ask an admin for a new one."
        }
      },
      "name": {
        "type": "string",
        "title": "Full name",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S",
        "x-messages": {
          "required": "Your name is required",
          "minLength": "Your name is required",
          "pattern": "Your name is required",
          "maxLength": "Name may not be greater than 120 characters"
        }
      },
      "password": {
        "type": "string",
        "title": "Password",
        "minLength": 12,
        "maxLength": 128,
        "x-messages": {
          "required": "Password is required",
          "minLength": "A staff password has at least 12 characters",
          "maxLength": "Password may not be greater than 128 characters"
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
      "code": {
        "type": "string",
        "title": "Authenticator code",
        "pattern": "^[0-9]{6}$",
        "x-messages": {
          "required": "Code is required",
          "pattern": "Code must be 6 digits"
        }
      }
    }
  },
  "AddCardsRequest": {
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
  },
  "AddStaffMachineRequest": {
    "type": "object",
    "title": "Add a machine",
    "required": [
      "code",
      "kind",
      "price"
    ],
    "properties": {
      "code": {
        "type": "string",
        "title": "Code",
        "pattern": "^[A-Za-z0-9-]{1,16}$",
        "x-messages": {
          "required": "The code is required.",
          "pattern": "The code must be 1 to 16 letters, digits or dashes."
        }
      },
      "kind": {
        "type": "string",
        "title": "Kind",
        "enum": [
          "washer",
          "dryer"
        ]
      },
      "name": {
        "type": "string",
        "title": "Name",
        "maxLength": 100
      },
      "price": {
        "type": "number",
        "minimum": 0.01,
        "maximum": 10000000,
        "title": "Price per cycle (₦)",
        "x-messages": {
          "required": "The price is required.",
          "minimum": "The price must be at least ₦0.01."
        }
      },
      "max_charge": {
        "type": [
          "number",
          "null"
        ],
        "minimum": 0.01,
        "maximum": 10000000,
        "title": "Most per cycle (₦)",
        "x-messages": {
          "minimum": "The limit must be at least ₦0.01."
        }
      }
    }
  },
  "AdvanceCardRequestRequest": {
    "type": "object",
    "title": "Move to the next stage",
    "required": [
      "from"
    ],
    "additionalProperties": false,
    "properties": {
      "from": {
        "type": "string",
        "title": "Current stage",
        "description": "The stage the request is at, as the member saw it.",
        "enum": [
          "paid",
          "preparing",
          "ready"
        ]
      },
      "card_number": {
        "type": "string",
        "title": "Card number",
        "description": "At `ready` only — the card to assign. Empty or absent takes the oldest card in stock.",
        "maxLength": 40,
        "pattern": "^[A-Za-z0-9 -]*$"
      }
    }
  },
  "AssignTicketRequest": {
    "type": "object",
    "title": "Assign",
    "required": [
      "assignee_id"
    ],
    "properties": {
      "assignee_id": {
        "type": [
          "integer",
          "null"
        ],
        "title": "Assignee",
        "minimum": 1,
        "maximum": 2147483647,
        "description": "A staff member's id; null unassigns.",
        "x-messages": {
          "required": "Choose an assignee",
          "type": "Choose an assignee"
        }
      },
      "reason": {
        "type": "string",
        "title": "Reason",
        "maxLength": 500,
        "x-messages": {
          "maxLength": "Reason may not be greater than 500 characters"
        }
      }
    }
  },
  "AvatarUploadRequest": {
    "type": "object",
    "title": "Avatar",
    "required": [
      "avatar"
    ],
    "properties": {
      "avatar": {
        "type": "string",
        "format": "binary",
        "title": "Avatar",
        "description": "PNG or JPEG image (.png, .jpg, .jpeg), at most 2 MB.",
        "x-messages": {
          "required": "Please choose an image to upload"
        }
      }
    }
  },
  "CardImportRequest": {
    "type": "object",
    "title": "Import cards",
    "required": [
      "file"
    ],
    "properties": {
      "file": {
        "type": "string",
        "format": "binary",
        "title": "CSV file",
        "description": "One card number a line (first column), at most 256 KB and 5,000 lines."
      }
    }
  },
  "CardReasonRequest": {
    "type": "object",
    "title": "Reason",
    "required": [
      "reason"
    ],
    "additionalProperties": false,
    "properties": {
      "reason": {
        "type": "string",
        "title": "Reason",
        "description": "Why (kept in the audit log).",
        "minLength": 3,
        "maxLength": 500,
        "x-multiline": true
      }
    }
  },
  "ChangePasswordRequest": {
    "type": "object",
    "title": "Change Your Password",
    "required": [
      "old_password",
      "password",
      "password_confirmation"
    ],
    "properties": {
      "old_password": {
        "type": "string",
        "title": "Current Password",
        "minLength": 6,
        "maxLength": 128,
        "x-messages": {
          "required": "Password is required",
          "minLength": "Cannot be less than six characters",
          "maxLength": "Password may not be greater than 128 characters"
        }
      },
      "password": {
        "type": "string",
        "title": "Password",
        "minLength": 6,
        "maxLength": 128,
        "x-messages": {
          "required": "Password is required",
          "minLength": "Cannot be less than six characters",
          "maxLength": "Password may not be greater than 128 characters"
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
      }
    }
  },
  "CloseAccountRequest": {
    "type": "object",
    "required": [
      "password",
      "confirmation"
    ],
    "additionalProperties": false,
    "properties": {
      "password": {
        "type": "string",
        "title": "Password",
        "minLength": 1,
        "maxLength": 200,
        "x-messages": {
          "required": "Enter your password.",
          "minLength": "Enter your password."
        }
      },
      "code": {
        "type": "string",
        "title": "Authenticator code",
        "description": "Required when two-factor authentication is on.",
        "pattern": "^[0-9]{6}$",
        "x-messages": {
          "pattern": "Enter the 6-digit code from your authenticator app."
        }
      },
      "confirmation": {
        "type": "string",
        "title": "Confirmation word",
        "maxLength": 20,
        "description": "The word `CLOSE`, typed by hand.",
        "x-messages": {
          "required": "Type CLOSE to confirm.",
          "maxLength": "Type CLOSE to confirm."
        }
      },
      "balance": {
        "type": "string",
        "enum": [
          "pay_back",
          "give_up"
        ],
        "description": "`pay_back`: refunds to the cards or accounts that paid and a bank transfer for the rest, free of charge, after finance approves; `give_up`: the balance is given up explicitly."
      },
      "bank_account": {
        "type": "object",
        "title": "Bank account",
        "required": [
          "account_number",
          "bank_code"
        ],
        "additionalProperties": false,
        "properties": {
          "account_number": {
            "type": "string",
            "title": "Account number (NUBAN)",
            "pattern": "^[0-9]{10}$",
            "x-messages": {
              "required": "The account number must be 10 digits (NUBAN).",
              "pattern": "The account number must be 10 digits (NUBAN)."
            }
          },
          "bank_code": {
            "type": "string",
            "title": "Bank",
            "pattern": "^[0-9]{3,6}$",
            "x-messages": {
              "required": "Choose your bank.",
              "pattern": "Choose your bank."
            }
          }
        }
      }
    }
  },
  "CodeRequest": {
    "type": "object",
    "title": "Verify Your OTP",
    "required": [
      "code"
    ],
    "properties": {
      "code": {
        "type": "string",
        "title": "Code",
        "pattern": "^[0-9]{6}$",
        "x-messages": {
          "required": "Code is required",
          "pattern": "Code must be 6 digits"
        }
      }
    }
  },
  "ContactRequest": {
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
  },
  "CreateStaffHubRequest": {
    "type": "object",
    "title": "Register a hub",
    "required": [
      "location_id",
      "name"
    ],
    "properties": {
      "location_id": {
        "type": "integer",
        "title": "Location",
        "minimum": 1,
        "maximum": 2147483647
      },
      "name": {
        "type": "string",
        "title": "Name",
        "minLength": 1,
        "maxLength": 100,
        "x-messages": {
          "required": "The name is required.",
          "minLength": "The name is required.",
          "maxLength": "The name may not be greater than 100 characters"
        }
      },
      "address": {
        "type": "string",
        "title": "Address",
        "maxLength": 300
      }
    }
  },
  "CreateStaffLocationRequest": {
    "type": "object",
    "title": "Add a location",
    "required": [
      "name"
    ],
    "properties": {
      "name": {
        "type": "string",
        "title": "Name",
        "minLength": 1,
        "maxLength": 100,
        "x-messages": {
          "required": "The name is required.",
          "minLength": "The name is required.",
          "maxLength": "The name may not be greater than 100 characters"
        }
      }
    }
  },
  "CreateTicketRequest": {
    "type": "object",
    "title": "Open new ticket",
    "required": [
      "subject",
      "priority",
      "message"
    ],
    "properties": {
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
      "priority": {
        "type": "string",
        "title": "Priority",
        "enum": [
          "High",
          "Medium",
          "Low"
        ],
        "x-messages": {
          "required": "Priority is required",
          "enum": "Priority is required"
        }
      },
      "message": {
        "type": "string",
        "x-multiline": true,
        "title": "Message",
        "minLength": 1,
        "maxLength": 5000,
        "x-messages": {
          "required": "Message is required",
          "minLength": "Message is required",
          "maxLength": "Message may not be greater than 5000 characters"
        }
      },
      "attachments": {
        "type": "array",
        "title": "Attachments",
        "maxItems": 5,
        "items": {
          "type": "string",
          "format": "binary"
        },
        "description": "Up to 5 files (images jpg, jpeg, png, gif, bmp, webp; pdf; doc, docx; at most 5 MB each), the type decided\nby content. Repeat the `attachments` part once per file.\n",
        "x-messages": {
          "maxItems": "You may attach at most 5 files"
        }
      },
      "trx": {
        "type": "string",
        "title": "Transaction",
        "description": "The `trx` of one of the customer's own transactions that this ticket reports (optional).",
        "pattern": "^[A-Za-z0-9]{4,32}$",
        "x-messages": {
          "pattern": "This transaction was not found in your account."
        }
      }
    }
  },
  "DeactivateStaffRequest": {
    "type": "object",
    "title": "Deactivate",
    "properties": {
      "reason": {
        "type": "string",
        "title": "Reason",
        "maxLength": 500,
        "description": "Why (recorded in the audit trail).",
        "x-messages": {
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "DepositRequest": {
    "type": "object",
    "title": "Deposit Money",
    "required": [
      "method_code",
      "amount"
    ],
    "properties": {
      "method_code": {
        "type": "string",
        "title": "Provider",
        "description": "`method_code` of a method from `listPaymentMethods`.",
        "minLength": 1,
        "maxLength": 40,
        "x-messages": {
          "required": "Provider is required",
          "minLength": "Provider is required",
          "maxLength": "Provider is required"
        }
      },
      "amount": {
        "type": "number",
        "title": "Amount",
        "description": "Amount in Naira (at most two decimals are kept).",
        "minimum": 100,
        "maximum": 1000000,
        "x-messages": {
          "required": "Amount is required",
          "type": "Amount is required",
          "minimum": "Amount cannot be less than 100 Naira",
          "maximum": "Amount cannot be more than 1000000 Naira"
        }
      }
    }
  },
  "EnquiryRequest": {
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
  },
  "FailedCycleRequest": {
    "type": "object",
    "required": [
      "cycle_id"
    ],
    "properties": {
      "cycle_id": {
        "type": "string",
        "description": "The cycle id the hub charged the cycle with (chargeCard's `cycle_id`).",
        "pattern": "^[A-Za-z0-9._:-]{1,64}$"
      },
      "reason_code": {
        "type": "string",
        "description": "Why the cycle did not run, for the operators' reports (default `other`).",
        "enum": [
          "machine_fault",
          "power_failure",
          "water_supply",
          "door_not_locked",
          "cancelled",
          "other"
        ]
      },
      "reason": {
        "type": "string",
        "description": "The controller's own words (an error code, a display message), kept with the reversal.",
        "maxLength": 200
      }
    }
  },
  "ForgotPasswordRequest": {
    "type": "object",
    "title": "Forgot Password",
    "required": [
      "type",
      "value"
    ],
    "properties": {
      "type": {
        "type": "string",
        "title": "Identify by",
        "enum": [
          "email",
          "username"
        ],
        "x-messages": {
          "required": "Username or email address is required",
          "enum": "Username or email address is required"
        }
      },
      "value": {
        "type": "string",
        "title": "Email address or username",
        "minLength": 1,
        "maxLength": 254,
        "description": "An e-mail address when `type` is `email`, otherwise a username.",
        "x-messages": {
          "required": "username is required",
          "minLength": "username is required",
          "maxLength": "username may not be greater than 254 characters"
        }
      }
    },
    "if": {
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "const": "email"
        }
      }
    },
    "then": {
      "properties": {
        "type": {
          "const": "email"
        },
        "value": {
          "type": "string",
          "format": "email",
          "x-messages": {
            "required": "email is required",
            "minLength": "email is required",
            "format": "email is required"
          }
        }
      }
    }
  },
  "GatewayEvent": {
    "type": "object",
    "description": "A payment provider's event; only its signature-checked raw body is trusted, and the payment it names is re-verified.",
    "properties": {
      "event": {
        "type": "string",
        "maxLength": 100,
        "examples": [
          "charge.success"
        ]
      },
      "data": {
        "type": "object",
        "additionalProperties": true
      }
    },
    "additionalProperties": true
  },
  "HubChargeRequest": {
    "type": "object",
    "required": [
      "card_number",
      "machine",
      "cycle_id"
    ],
    "properties": {
      "card_number": {
        "type": "string",
        "description": "The number read from the card.",
        "pattern": "^[A-Za-z0-9]{10,19}$"
      },
      "machine": {
        "type": "string",
        "description": "The machine's code at this hub.",
        "pattern": "^[A-Za-z0-9-]{1,16}$"
      },
      "cycle_id": {
        "type": "string",
        "description": "The controller's id of this cycle, unique per hub; retries reuse it.",
        "pattern": "^[A-Za-z0-9._:-]{1,64}$"
      },
      "amount": {
        "type": "number",
        "description": "Naira to charge (at most two decimals are kept); without it, the machine's price. At most the machine's\nlimit per cycle (its price, or the higher maximum an operator configured): above it, 422 `amount_above_limit`.\n",
        "exclusiveMinimum": 0,
        "maximum": 100000
      }
    }
  },
  "HubKeyReasonRequest": {
    "type": "object",
    "title": "Reason",
    "properties": {
      "reason": {
        "type": "string",
        "title": "Reason",
        "maxLength": 500,
        "description": "Why (recorded in the audit trail).",
        "x-messages": {
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "InviteStaffRequest": {
    "type": "object",
    "title": "Invite a staff member",
    "required": [
      "email",
      "roles"
    ],
    "properties": {
      "email": {
        "type": "string",
        "title": "Email Address",
        "format": "email",
        "maxLength": 254,
        "x-messages": {
          "required": "Email address is required",
          "format": "Enter a valid email address",
          "maxLength": "Email address may not be greater than 254 characters"
        }
      },
      "roles": {
        "type": "array",
        "title": "Roles",
        "minItems": 1,
        "maxItems": 4,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "description": "A staff role (docs/decisions/041-staff-accounts.md): support (tickets, read-only customer view), fulfilment\n(card requests and inventory), finance (deposits, reconciliation), admin (staff, hubs, keys, fees and\neverything the others do: every staff operation lists admin among its roles).\n",
          "enum": [
            "support",
            "fulfilment",
            "finance",
            "admin"
          ]
        },
        "x-messages": {
          "required": "Choose at least one role.",
          "minItems": "Choose at least one role."
        }
      },
      "location_ids": {
        "type": "array",
        "maxItems": 100,
        "uniqueItems": true,
        "items": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647
        },
        "title": "Locations",
        "description": "Limit the member to these locations (empty or absent means everywhere)."
      },
      "service_center_ids": {
        "type": "array",
        "maxItems": 100,
        "uniqueItems": true,
        "items": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647
        },
        "title": "Service centres",
        "description": "Limit the member to these service centres (empty or absent means everywhere)."
      }
    }
  },
  "IssueManagementCardRequest": {
    "type": "object",
    "title": "Issue a management card",
    "required": [
      "attendant_name",
      "service_center_ids"
    ],
    "properties": {
      "attendant_name": {
        "type": "string",
        "title": "Attendant",
        "minLength": 1,
        "maxLength": 100,
        "x-messages": {
          "required": "The attendant's name is required",
          "minLength": "The attendant's name is required",
          "maxLength": "The attendant's name may not be greater than 100 characters"
        }
      },
      "service_center_ids": {
        "type": "array",
        "title": "Hubs",
        "minItems": 1,
        "maxItems": 100,
        "uniqueItems": true,
        "items": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647
        },
        "x-messages": {
          "required": "Choose at least one hub.",
          "minItems": "Choose at least one hub."
        }
      },
      "card_number": {
        "type": "string",
        "title": "Card number",
        "description": "Leave empty to take the next card in stock.",
        "pattern": "^[A-Za-z0-9 -]{10,24}$",
        "x-messages": {
          "pattern": "Enter the number printed on the card"
        }
      },
      "staff_id": {
        "type": "integer",
        "title": "Staff member id",
        "description": "The attendant's staff account, if they have one (optional).",
        "minimum": 1,
        "maximum": 2147483647
      },
      "reason": {
        "type": "string",
        "title": "Reason",
        "maxLength": 500,
        "description": "Why (recorded in the audit trail).",
        "x-messages": {
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "LinkCardRequest": {
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
  },
  "LoginRequest": {
    "type": "object",
    "title": "Sign In",
    "required": [
      "username_or_email",
      "password"
    ],
    "properties": {
      "username_or_email": {
        "type": "string",
        "title": "Username or Email",
        "minLength": 1,
        "maxLength": 254,
        "x-messages": {
          "required": "Username or email address is required",
          "minLength": "Username or email address is required",
          "maxLength": "Username or email address may not be greater than 254 characters"
        }
      },
      "password": {
        "type": "string",
        "title": "Password",
        "minLength": 6,
        "maxLength": 128,
        "x-messages": {
          "required": "Password is required",
          "minLength": "Cannot be less than six characters",
          "maxLength": "Password may not be greater than 128 characters"
        }
      },
      "remember": {
        "type": "boolean",
        "title": "Remember me",
        "default": false,
        "description": "Keep the session for 30 days instead of 1 day."
      }
    }
  },
  "LoginTwoFactorRequest": {
    "type": "object",
    "title": "Two-factor code",
    "required": [
      "challenge",
      "code"
    ],
    "properties": {
      "challenge": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "description": "The `challenge` from `login`.",
        "x-messages": {
          "required": "Your sign-in attempt has expired. Please log in again.",
          "minLength": "Your sign-in attempt has expired. Please log in again.",
          "maxLength": "Your sign-in attempt has expired. Please log in again."
        }
      },
      "code": {
        "type": "string",
        "title": "Code",
        "pattern": "^[0-9]{6}$",
        "x-messages": {
          "required": "Code is required",
          "pattern": "Code must be 6 digits"
        }
      }
    }
  },
  "MachineReportRequest": {
    "type": "object",
    "required": [
      "machines"
    ],
    "properties": {
      "machines": {
        "type": "array",
        "minItems": 1,
        "maxItems": 100,
        "items": {
          "type": "object",
          "required": [
            "code",
            "state"
          ],
          "properties": {
            "code": {
              "type": "string",
              "pattern": "^[A-Za-z0-9-]{1,16}$"
            },
            "state": {
              "type": "string",
              "enum": [
                "free",
                "in_use",
                "out_of_order"
              ]
            },
            "minutes_left": {
              "type": "integer",
              "minimum": 0,
              "maximum": 1440
            }
          }
        }
      }
    }
  },
  "PushSubscriptionRequest": {
    "type": "object",
    "required": [
      "endpoint",
      "keys"
    ],
    "properties": {
      "endpoint": {
        "type": "string",
        "minLength": 1,
        "maxLength": 1000
      },
      "expirationTime": {
        "type": [
          "number",
          "null"
        ]
      },
      "keys": {
        "type": "object",
        "required": [
          "p256dh",
          "auth"
        ],
        "properties": {
          "p256dh": {
            "type": "string",
            "pattern": "^[A-Za-z0-9_-]{86,88}={0,2}$"
          },
          "auth": {
            "type": "string",
            "pattern": "^[A-Za-z0-9_-]{22,24}={0,2}$"
          }
        }
      },
      "label": {
        "type": "string",
        "maxLength": 80
      }
    }
  },
  "RegisterRequest": {
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
  },
  "ReplaceCardRequest": {
    "type": "object",
    "title": "Replace the card",
    "required": [
      "reason"
    ],
    "additionalProperties": false,
    "properties": {
      "card_number": {
        "type": "string",
        "title": "New card number",
        "description": "Empty takes the oldest card in stock.",
        "maxLength": 40,
        "pattern": "^[A-Za-z0-9 -]*$"
      },
      "reason": {
        "type": "string",
        "title": "Reason",
        "description": "Why (kept in the audit log).",
        "minLength": 3,
        "maxLength": 500,
        "x-multiline": true
      }
    }
  },
  "ReplyTicketRequest": {
    "type": "object",
    "title": "Reply",
    "description": "Needs non-blank `message` text or at least one `file[]`.",
    "properties": {
      "message": {
        "type": "string",
        "x-multiline": true,
        "title": "Message",
        "maxLength": 5000,
        "x-messages": {
          "maxLength": "Message may not be greater than 5000 characters"
        }
      },
      "ticket": {
        "type": "string",
        "description": "The ticket number again (sent by the SPA; the path parameter is authoritative).",
        "maxLength": 32
      },
      "file[]": {
        "type": "array",
        "title": "Attachments",
        "maxItems": 5,
        "items": {
          "type": "string",
          "format": "binary"
        },
        "description": "Up to 5 files (images jpg, jpeg, png, gif, bmp, webp; pdf; doc, docx; at most 5 MB each), the type decided by\ncontent. Repeat the `file[]` part once per file.\n",
        "x-messages": {
          "maxItems": "You may attach at most 5 files"
        }
      }
    },
    "if": {
      "properties": {
        "file[]": {
          "type": "array",
          "maxItems": 0
        }
      }
    },
    "then": {
      "required": [
        "message"
      ],
      "properties": {
        "message": {
          "type": "string",
          "x-multiline": true,
          "pattern": "\\S",
          "x-messages": {
            "required": "A reply needs a message or an attachment.",
            "pattern": "A reply needs a message or an attachment."
          }
        }
      }
    }
  },
  "RequestCardRequest": {
    "type": "object",
    "title": "Request Card",
    "required": [
      "location_id",
      "service_center_id",
      "gateway"
    ],
    "properties": {
      "location_id": {
        "type": "integer",
        "title": "Location",
        "minimum": 1,
        "maximum": 2147483647,
        "x-messages": {
          "required": "Location is required",
          "type": "Location is required",
          "minimum": "Location is required",
          "maximum": "Location is required"
        }
      },
      "service_center_id": {
        "type": "integer",
        "title": "Service Center",
        "minimum": 1,
        "maximum": 2147483647,
        "x-messages": {
          "required": "Service center is required",
          "type": "Service center is required",
          "minimum": "Service center is required",
          "maximum": "Service center is required"
        }
      },
      "gateway": {
        "type": "string",
        "title": "Provider",
        "description": "`method_code` of a method from `listCardPaymentMethods` (`paystack`, `flutterwave` or `balance`).",
        "minLength": 1,
        "maxLength": 40,
        "x-messages": {
          "required": "Provider center is required",
          "minLength": "Provider center is required",
          "maxLength": "Provider center is required"
        }
      }
    }
  },
  "ResetPasswordRequest": {
    "type": "object",
    "title": "Reset Password",
    "required": [
      "password",
      "password_confirmation",
      "code"
    ],
    "properties": {
      "password": {
        "type": "string",
        "title": "Password",
        "minLength": 6,
        "maxLength": 128,
        "x-messages": {
          "required": "Password is required",
          "minLength": "Cannot be less than six characters",
          "maxLength": "Password may not be greater than 128 characters"
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
      "code": {
        "type": "string",
        "minLength": 6,
        "maxLength": 200,
        "description": "The reset token from `verifyResetToken` (the `{code}` of `/reset-password/{code}`).",
        "x-messages": {
          "required": "Code is required",
          "minLength": "This password reset link is invalid or has expired.",
          "maxLength": "This password reset link is invalid or has expired."
        }
      }
    }
  },
  "RevokeManagementCardRequest": {
    "type": "object",
    "title": "Revoke",
    "required": [
      "reason"
    ],
    "properties": {
      "reason": {
        "type": "string",
        "title": "Reason",
        "minLength": 1,
        "maxLength": 500,
        "description": "Why (recorded in the audit trail).",
        "x-messages": {
          "required": "Give a reason.",
          "minLength": "Give a reason.",
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "SendOtpRequest": {
    "type": "object",
    "title": "Resend OTP",
    "required": [
      "email"
    ],
    "properties": {
      "email": {
        "type": "string",
        "title": "Email Address",
        "format": "email",
        "maxLength": 254,
        "x-messages": {
          "required": "email is required",
          "format": "email is required",
          "maxLength": "email may not be greater than 254 characters"
        }
      }
    }
  },
  "SponsorLinkRequest": {
    "type": "object",
    "title": "Ask someone to pay",
    "properties": {
      "amount": {
        "type": [
          "number",
          "null"
        ],
        "title": "Suggested amount",
        "description": "A suggested amount in Naira (the sponsor may change it), or null.",
        "minimum": 100,
        "maximum": 1000000,
        "x-messages": {
          "type": "Amount must be a number",
          "minimum": "Amount cannot be less than 100 Naira",
          "maximum": "Amount cannot be more than 1000000 Naira"
        }
      },
      "note": {
        "type": [
          "string",
          "null"
        ],
        "title": "Note",
        "maxLength": 140,
        "x-messages": {
          "maxLength": "The note may not be greater than 140 characters"
        }
      },
      "expires_in_days": {
        "type": "integer",
        "title": "Expires after (days)",
        "minimum": 1,
        "maximum": 90,
        "default": 30,
        "x-messages": {
          "type": "Choose how many days the link works",
          "minimum": "The link must work at least 1 day",
          "maximum": "The link can work at most 90 days"
        }
      }
    }
  },
  "SponsorPaymentRequest": {
    "type": "object",
    "title": "Pay",
    "required": [
      "method_code",
      "amount",
      "name",
      "email"
    ],
    "properties": {
      "method_code": {
        "type": "string",
        "title": "Provider",
        "minLength": 1,
        "maxLength": 40,
        "x-messages": {
          "required": "Provider is required",
          "minLength": "Provider is required",
          "maxLength": "Provider is required"
        }
      },
      "amount": {
        "type": "number",
        "title": "Amount",
        "description": "Amount in Naira (at most two decimals are kept).",
        "minimum": 100,
        "maximum": 1000000,
        "x-messages": {
          "required": "Amount is required",
          "type": "Amount is required",
          "minimum": "Amount cannot be less than 100 Naira",
          "maximum": "Amount cannot be more than 1000000 Naira"
        }
      },
      "name": {
        "type": "string",
        "title": "Your name",
        "minLength": 1,
        "maxLength": 100,
        "x-messages": {
          "required": "Your name is required",
          "minLength": "Your name is required",
          "maxLength": "Your name may not be greater than 100 characters"
        }
      },
      "email": {
        "type": "string",
        "title": "Your email address",
        "format": "email",
        "maxLength": 254,
        "x-messages": {
          "required": "Email is required",
          "format": "Please enter a valid email address",
          "maxLength": "Email may not be greater than 254 characters"
        }
      }
    }
  },
  "StaffAdjustmentRequest": {
    "type": "object",
    "title": "Adjust balance",
    "required": [
      "direction",
      "amount",
      "reason"
    ],
    "properties": {
      "direction": {
        "type": "string",
        "title": "Credit or debit",
        "description": "`credit` adds to the balance, `debit` takes from it.",
        "enum": [
          "credit",
          "debit"
        ],
        "x-messages": {
          "required": "Choose credit or debit.",
          "enum": "Choose credit or debit."
        }
      },
      "amount": {
        "type": "number",
        "title": "Amount (₦)",
        "description": "Amount in Naira (at most two decimals are kept).",
        "minimum": 1,
        "maximum": 1000000,
        "x-messages": {
          "required": "Amount is required",
          "type": "Amount is required",
          "minimum": "Amount cannot be less than 1 Naira",
          "maximum": "Amount cannot be more than 1000000 Naira"
        }
      },
      "reason": {
        "type": "string",
        "title": "Reason",
        "description": "Why (the console and the audit trail show it; the customer's e-mail does not).",
        "minLength": 1,
        "maxLength": 500,
        "pattern": "\\S",
        "x-messages": {
          "required": "Give a reason.",
          "minLength": "Give a reason.",
          "pattern": "Give a reason.",
          "maxLength": "The reason may not be greater than 500 characters"
        }
      },
      "ticket": {
        "type": "string",
        "title": "Ticket number (optional)",
        "description": "The number of this customer's support ticket it answers; the ticket gets a support message with the outcome.",
        "minLength": 1,
        "maxLength": 20,
        "pattern": "^[0-9]+$",
        "x-messages": {
          "pattern": "A ticket number is digits only.",
          "minLength": "A ticket number is digits only.",
          "maxLength": "A ticket number is digits only."
        }
      }
    }
  },
  "StaffCustomerActionRequest": {
    "type": "object",
    "title": "Reason",
    "required": [
      "reason"
    ],
    "properties": {
      "reason": {
        "type": "string",
        "title": "Reason",
        "minLength": 1,
        "maxLength": 500,
        "pattern": "\\S",
        "description": "Why (recorded in the audit trail; the customer does not see it).",
        "x-messages": {
          "required": "Give a reason.",
          "minLength": "Give a reason.",
          "pattern": "Give a reason.",
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "StaffCustomerClosureRequest": {
    "type": "object",
    "title": "Close the account",
    "required": [
      "reason"
    ],
    "additionalProperties": false,
    "properties": {
      "reason": {
        "type": "string",
        "title": "Reason",
        "minLength": 1,
        "maxLength": 500,
        "pattern": "\\S",
        "description": "The customer's written request (letter, ticket), recorded in the audit trail.",
        "x-messages": {
          "required": "Give a reason.",
          "minLength": "Give a reason.",
          "pattern": "Give a reason."
        }
      },
      "balance": {
        "type": "string",
        "enum": [
          "pay_back",
          "give_up"
        ],
        "description": "`pay_back`: refunds to the cards or accounts that paid and a bank transfer for the rest, free of charge, after finance approves; `give_up`: the balance is given up explicitly."
      },
      "bank_account": {
        "type": "object",
        "title": "Bank account",
        "required": [
          "account_number",
          "bank_code"
        ],
        "additionalProperties": false,
        "properties": {
          "account_number": {
            "type": "string",
            "title": "Account number (NUBAN)",
            "pattern": "^[0-9]{10}$",
            "x-messages": {
              "required": "The account number must be 10 digits (NUBAN).",
              "pattern": "The account number must be 10 digits (NUBAN)."
            }
          },
          "bank_code": {
            "type": "string",
            "title": "Bank",
            "pattern": "^[0-9]{3,6}$",
            "x-messages": {
              "required": "Choose your bank.",
              "pattern": "Choose your bank."
            }
          }
        }
      }
    }
  },
  "StaffInviteTokenRequest": {
    "type": "object",
    "title": "Set-up link",
    "required": [
      "token"
    ],
    "properties": {
      "token": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "description": "The token of the set-up link (after `#token=`).",
        "x-messages": {
          "required": "This set-up link is invalid, used or expired. Ask an admin for a new one.",
          "minLength": "This set-up link is invalid, used or expired. Ask an admin for a new one.",
          "maxLength": "This set-up link is invalid, used or expired. Ask an admin for a new one."
        }
      }
    }
  },
  "StaffLoginRequest": {
    "type": "object",
    "title": "Staff Sign In",
    "required": [
      "email",
      "password"
    ],
    "properties": {
      "email": {
        "type": "string",
        "title": "Email Address",
        "minLength": 1,
        "maxLength": 254,
        "x-messages": {
          "required": "Email address is required",
          "minLength": "Email address is required",
          "maxLength": "Email address may not be greater than 254 characters"
        }
      },
      "password": {
        "type": "string",
        "title": "Password",
        "minLength": 1,
        "maxLength": 128,
        "x-messages": {
          "required": "Password is required",
          "minLength": "Password is required",
          "maxLength": "Password may not be greater than 128 characters"
        }
      }
    }
  },
  "StaffLoginTwoFactorRequest": {
    "type": "object",
    "title": "Authenticator code",
    "required": [
      "challenge",
      "code"
    ],
    "properties": {
      "challenge": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "description": "The `challenge` from `staffLogin`.",
        "x-messages": {
          "required": "Your sign-in attempt has expired. Please log in again.",
          "minLength": "Your sign-in attempt has expired. Please log in again.",
          "maxLength": "Your sign-in attempt has expired. Please log in again."
        }
      },
      "code": {
        "type": "string",
        "title": "Code",
        "pattern": "^[0-9]{6}$",
        "x-messages": {
          "required": "Code is required",
          "pattern": "Code must be 6 digits"
        }
      }
    }
  },
  "StaffMoneyBackRejectRequest": {
    "type": "object",
    "title": "Reject",
    "required": [
      "reason"
    ],
    "properties": {
      "reason": {
        "type": "string",
        "title": "Reason",
        "minLength": 1,
        "maxLength": 500,
        "pattern": "\\S",
        "description": "Why it is rejected (the console and the audit trail show it).",
        "x-messages": {
          "required": "Give a reason.",
          "minLength": "Give a reason.",
          "pattern": "Give a reason.",
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "StaffRefundBankAccountRequest": {
    "type": "object",
    "title": "Customer's bank account",
    "additionalProperties": false,
    "required": [
      "account_number",
      "bank_code"
    ],
    "properties": {
      "account_number": {
        "type": "string",
        "title": "Account number (NUBAN)",
        "description": "10 digits.",
        "pattern": "^[0-9]{10}$",
        "x-messages": {
          "required": "Enter the 10-digit account number (NUBAN).",
          "pattern": "Enter the 10-digit account number (NUBAN)."
        }
      },
      "bank_code": {
        "type": "string",
        "title": "Bank code",
        "description": "The bank's code as the gateway lists banks (058 is Guaranty Trust Bank, 044 Access Bank, 057 Zenith Bank).",
        "minLength": 1,
        "maxLength": 20,
        "pattern": "^[A-Za-z0-9]+$",
        "x-messages": {
          "required": "Enter the bank's code (058 is Guaranty Trust Bank).",
          "minLength": "Enter the bank's code (058 is Guaranty Trust Bank).",
          "pattern": "Enter the bank's code (058 is Guaranty Trust Bank).",
          "maxLength": "Enter the bank's code (058 is Guaranty Trust Bank)."
        }
      }
    }
  },
  "StaffRefundBankDetailsRejectRequest": {
    "type": "object",
    "title": "Reject these bank details",
    "additionalProperties": false,
    "required": [
      "reason"
    ],
    "properties": {
      "reason": {
        "type": "string",
        "title": "Reason",
        "minLength": 1,
        "maxLength": 500,
        "pattern": "\\S",
        "description": "Why they are rejected (the console and the audit trail show it).",
        "x-messages": {
          "required": "Give a reason.",
          "minLength": "Give a reason.",
          "pattern": "Give a reason.",
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "StaffRefundRequest": {
    "type": "object",
    "title": "Refund a top-up",
    "additionalProperties": false,
    "required": [
      "deposit_reference",
      "amount",
      "reason"
    ],
    "properties": {
      "deposit_reference": {
        "type": "string",
        "title": "Top-up reference",
        "minLength": 5,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      },
      "amount": {
        "type": "number",
        "title": "Amount (₦)",
        "description": "Naira, at most two decimals.",
        "minimum": 1,
        "maximum": 10000000,
        "multipleOf": 0.01
      },
      "reason": {
        "type": "string",
        "title": "Reason",
        "minLength": 3,
        "maxLength": 500
      },
      "ticket": {
        "type": "string",
        "title": "Ticket number",
        "description": "The number of the customer's ticket it answers (its support message says what was done).",
        "minLength": 1,
        "maxLength": 20,
        "pattern": "^[0-9]+$"
      }
    }
  },
  "StaffReversalRequest": {
    "type": "object",
    "title": "Reverse this charge",
    "required": [
      "reason"
    ],
    "properties": {
      "reason": {
        "type": "string",
        "title": "Reason",
        "minLength": 1,
        "maxLength": 500,
        "pattern": "\\S",
        "description": "Why the charge is reversed (audited and kept with the reversal; the customer's e-mail does not quote it).",
        "x-messages": {
          "required": "Give a reason.",
          "minLength": "Give a reason.",
          "pattern": "Give a reason.",
          "maxLength": "The reason may not be greater than 500 characters"
        }
      },
      "ticket": {
        "type": "string",
        "title": "Ticket number (optional)",
        "pattern": "^[0-9]{6}$",
        "description": "The customer's ticket that asked for it, which gets a support message saying what was done.",
        "x-messages": {
          "pattern": "A ticket number has 6 digits."
        }
      }
    }
  },
  "SubscribeRequest": {
    "type": "object",
    "title": "Subscribe",
    "required": [
      "email"
    ],
    "properties": {
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
      }
    }
  },
  "UpdateManagementCardRequest": {
    "type": "object",
    "title": "Change hubs",
    "required": [
      "service_center_ids"
    ],
    "properties": {
      "service_center_ids": {
        "type": "array",
        "title": "Hubs",
        "minItems": 1,
        "maxItems": 100,
        "uniqueItems": true,
        "items": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647
        },
        "x-messages": {
          "required": "Choose at least one hub.",
          "minItems": "Choose at least one hub."
        }
      },
      "reason": {
        "type": "string",
        "title": "Reason",
        "maxLength": 500,
        "description": "Why (recorded in the audit trail).",
        "x-messages": {
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "UpdateNotificationSettingsRequest": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "events": {
        "type": "array",
        "maxItems": 7,
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "event"
          ],
          "properties": {
            "event": {
              "type": "string",
              "enum": [
                "cycle_done",
                "machine_free",
                "topup_credited",
                "low_balance",
                "card_ready",
                "support_reply",
                "money_back"
              ]
            },
            "email": {
              "type": "boolean"
            },
            "push": {
              "type": "boolean"
            }
          }
        }
      },
      "low_balance_threshold": {
        "type": [
          "number",
          "null"
        ],
        "minimum": 0,
        "maximum": 1000000,
        "description": "Naira; null turns the low-balance alert off."
      },
      "followed_hub_ids": {
        "type": "array",
        "maxItems": 10,
        "items": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647
        }
      }
    }
  },
  "UpdateProfileRequest": {
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
  },
  "UpdateStaffMachineRequest": {
    "type": "object",
    "title": "Change price or limit",
    "minProperties": 1,
    "properties": {
      "price": {
        "type": "number",
        "minimum": 0.01,
        "maximum": 10000000,
        "title": "Price per cycle (₦)",
        "x-messages": {
          "minimum": "The price must be at least ₦0.01."
        }
      },
      "max_charge": {
        "type": [
          "number",
          "null"
        ],
        "minimum": 0.01,
        "maximum": 10000000,
        "title": "Most per cycle (₦)",
        "x-messages": {
          "minimum": "The limit must be at least ₦0.01."
        },
        "description": "The most a hub may charge for one cycle (a longer programme). Empty — the price is the most."
      },
      "reason": {
        "type": "string",
        "title": "Reason",
        "maxLength": 500,
        "description": "Why (recorded in the audit trail).",
        "x-messages": {
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "UpdateStaffRequest": {
    "type": "object",
    "title": "Change roles or scope",
    "minProperties": 1,
    "properties": {
      "roles": {
        "type": "array",
        "title": "Roles",
        "minItems": 1,
        "maxItems": 4,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "description": "A staff role (docs/decisions/041-staff-accounts.md): support (tickets, read-only customer view), fulfilment\n(card requests and inventory), finance (deposits, reconciliation), admin (staff, hubs, keys, fees and\neverything the others do: every staff operation lists admin among its roles).\n",
          "enum": [
            "support",
            "fulfilment",
            "finance",
            "admin"
          ]
        },
        "x-messages": {
          "required": "Choose at least one role.",
          "minItems": "Choose at least one role."
        }
      },
      "location_ids": {
        "type": "array",
        "maxItems": 100,
        "uniqueItems": true,
        "items": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647
        },
        "title": "Locations"
      },
      "service_center_ids": {
        "type": "array",
        "maxItems": 100,
        "uniqueItems": true,
        "items": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647
        },
        "title": "Service centres"
      },
      "reason": {
        "type": "string",
        "title": "Reason",
        "maxLength": 500,
        "description": "Why (recorded in the audit trail).",
        "x-messages": {
          "maxLength": "The reason may not be greater than 500 characters"
        }
      }
    }
  },
  "VerifyOtpRequest": {
    "type": "object",
    "title": "Verify OTP",
    "required": [
      "email",
      "otp"
    ],
    "properties": {
      "email": {
        "type": "string",
        "title": "Email Address",
        "format": "email",
        "maxLength": 254,
        "x-messages": {
          "required": "email is required",
          "format": "email is required",
          "maxLength": "email may not be greater than 254 characters"
        }
      },
      "otp": {
        "type": "string",
        "title": "OTP",
        "minLength": 6,
        "maxLength": 6,
        "pattern": "^[0-9]{6}$",
        "x-messages": {
          "required": "OTP is required",
          "minLength": "OTP must be exactly 6 digits",
          "maxLength": "OTP must be exactly 6 digits",
          "pattern": "OTP must be exactly 6 digits"
        }
      }
    }
  },
  "VerifyResetTokenRequest": {
    "type": "object",
    "title": "Verify Reset Token",
    "required": [
      "email",
      "code"
    ],
    "properties": {
      "email": {
        "type": "string",
        "title": "Email Address",
        "format": "email",
        "maxLength": 254,
        "x-messages": {
          "required": "email is required",
          "format": "email is required",
          "maxLength": "email may not be greater than 254 characters"
        }
      },
      "code": {
        "type": "string",
        "title": "Code",
        "pattern": "^[0-9]{6}$",
        "x-messages": {
          "required": "Code is required",
          "pattern": "Code must be 6 digits"
        }
      }
    }
  },
  "VirtualAccountRequest": {
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
  }
} as const;

export type RequestSchemaName = keyof typeof requestSchemas;
