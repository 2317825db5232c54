import { contactHref } from "../../lib/links";
import { pageTitle } from "../../lib/seo";
import { editablePage } from "../editable-copy";
import type { ArticleCopy } from "./article-types";

/** The article behind the blog card 'ESP32 vs. STM32: Picking the Right Platform'. */
export const ESP32_VS_STM32_PAGE = editablePage(
  "esp32_vs_stm32_article_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("ESP32 vs. STM32: Picking the Right Platform"),
        description:
          "Espressif's ESP32 and ST's STM32 families compared on connectivity, real-time behaviour, power, analogue peripherals, security and ecosystem, with a checklist.",
      },
      eyebrow: t("eyebrow", "Microcontrollers"),
      title: t("title", "ESP32 vs. STM32: Picking the Right Platform"),
      intro: [
        t(
          "intro_paragraph_1",
          "Espressif's ESP32 and ST's STM32 are two of the most widely used microcontroller families, and clients often ask which one to build on. They are less rivals than tools for different jobs: the ESP32 is a wireless system-on-chip with a processor attached, the STM32 a broad range of microcontrollers built around precise control and peripherals. Both are families, so the first step is to compare the right members.",
        ),
      ],
      blocks: [
        {
          kind: "table",
          heading: t("families_heading", "Who Is Who in Each Family"),
          columns: [t("families_column_part", "Part"), t("families_column_what", "What it is")],
          rows: [
            [
              t("families_esp32_part", "ESP32"),
              t(
                "families_esp32_what",
                "The original: two Xtensa LX6 cores at up to 240 MHz, Wi-Fi and Bluetooth Classic and Low Energy.",
              ),
            ],
            [
              t("families_esp32_s3_part", "ESP32-S3"),
              t(
                "families_esp32_s3_what",
                "Two Xtensa LX7 cores with vector instructions for signal processing and small neural networks, Wi-Fi and Bluetooth LE, USB.",
              ),
            ],
            [
              t("families_esp32_c_part", "ESP32-C3 and ESP32-C6"),
              t(
                "families_esp32_c_what",
                "A single RISC-V core with Wi-Fi and Bluetooth LE; the C6 adds Wi-Fi 6 and an IEEE 802.15.4 radio for Thread and Zigbee.",
              ),
            ],
            [
              t("families_stm32_mainstream_part", "STM32C0, G0, F4 and G4"),
              t(
                "families_stm32_mainstream_what",
                "Cortex-M0+ and M4 parts from low-cost control to mixed-signal work; the G4 adds fast comparators, op-amps and a high-resolution timer for power conversion and motor control.",
              ),
            ],
            [
              t("families_stm32_low_power_part", "STM32L4 and U5"),
              t("families_stm32_low_power_what", "Low-power Cortex-M4 and M33 parts; the U5 adds TrustZone."),
            ],
            [
              t("families_stm32_performance_part", "STM32H7"),
              t(
                "families_stm32_performance_what",
                "Cortex-M7 at several hundred megahertz, for graphics, audio and heavy signal processing.",
              ),
            ],
            [
              t("families_stm32_wireless_part", "STM32WB, WBA and WL"),
              t(
                "families_stm32_wireless_what",
                "STM32s with a radio: Bluetooth LE, Thread and Zigbee on the WB and WBA, LoRa and other sub-GHz links on the WL.",
              ),
            ],
          ],
        },
        {
          kind: "prose",
          heading: t("connectivity_heading", "Connectivity"),
          paragraphs: [
            t(
              "connectivity_paragraph_1",
              "If the product must join a Wi-Fi network, the ESP32 is hard to beat. The radio, its protocol stack and a TCP/IP stack come with the chip, and pre-certified modules with an antenna keep the radio approval short. STM32 has no mainstream Wi-Fi part: an STM32 design adds a separate Wi-Fi module, often an ESP32 running Espressif's AT firmware as a network co-processor.",
            ),
            t(
              "connectivity_paragraph_2",
              "For Bluetooth LE only, both work: ESP32-C3, C6 and S3 on one side, STM32WB and WBA on the other. For LoRa or other sub-GHz links the STM32WL has the radio on chip. For wired links the STM32 range is wider, with CAN FD, several USB options, Ethernet on larger parts and many UARTs, SPI and I2C buses.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("real_time_heading", "Real-Time Behaviour"),
          paragraphs: [
            t(
              "real_time_paragraph_1",
              "An STM32 runs its code from on-chip flash through an accelerator or cache built for it, and its interrupt latency is a small, known number of cycles. Its advanced timers produce complementary PWM with dead time, capture encoder signals and trigger ADC conversions in hardware. That is why motor drives, power converters and precise measurement usually end up on an STM32 or a similar Cortex-M part.",
            ),
            t(
              "real_time_paragraph_2",
              "Most ESP32 parts run their code from external flash through a cache, and the Wi-Fi stack needs processor time at moments the application does not choose. Both are manageable: time-critical routines can be placed in internal RAM, and on a dual-core ESP32 one core can be left to the application. The ESP32's motor-control PWM and remote-control peripherals are capable. But timing on an ESP32 takes more care to make predictable, and that care must be designed and tested.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("power_heading", "Power"),
          paragraphs: [
            t(
              "power_paragraph_1",
              "Typical datasheet figures, for the chip alone at room temperature: an ESP32 in deep sleep with its RTC timer running draws roughly 5 to 10 μA depending on the variant, while an STM32L4 or U5 in its stop modes with the RTC running typically draws about 1 to 3 μA, and far less in standby or shutdown. Module and board currents come on top.",
            ),
            t(
              "power_paragraph_2",
              "The larger difference is the radio. Wi-Fi transmission draws peaks of a few hundred milliamps, Espressif recommends a supply that can deliver 500 mA, and joining a network can keep the radio busy for a second or more. A Wi-Fi device on a coin cell is not practical; on a rechargeable battery that reports a few times an hour it can be. A product that only needs a short radio message every few minutes is usually better served by Bluetooth LE, LoRa or a wired link.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("analogue_security_heading", "Analogue, Security and Ecosystem"),
          paragraphs: [
            t(
              "analogue_security_paragraph_1",
              "The original ESP32's ADC is known for non-linearity near the ends of its range and needs calibration, which later ESP32 variants improve. STM32 ADCs, from 12 to 16 bits depending on the family, are well characterised, and many parts add DACs, comparators and op-amps, which matters when a measurement is the product's purpose.",
            ),
            t(
              "analogue_security_paragraph_2",
              "Both families offer secure boot and protected key storage. Recent ESP32 variants encrypt their external flash, and STM32 parts with a Cortex-M33, such as the U5 and H5, add Arm TrustZone to isolate security code from the application. Tooling is mature on both sides: ESP-IDF on FreeRTOS for the ESP32; STM32CubeMX, the HAL and LL drivers and any Arm toolchain for the STM32; and Zephyr supports both. Both manufacturers publish longevity commitments, which we check for the exact part before a design is fixed.",
            ),
          ],
        },
        {
          kind: "list",
          heading: t("choose_esp32_heading", "Choose an ESP32 When"),
          items: [
            t("choose_esp32_wifi", "The product must connect to Wi-Fi or talk to a phone or the cloud directly"),
            t("choose_esp32_power", "It is mains-powered or has a rechargeable battery"),
            t("choose_esp32_cost", "Connectivity at the lowest bill of materials matters more than precise timing"),
            t("choose_esp32_module", "A pre-certified module will shorten the radio approval"),
          ],
        },
        {
          kind: "list",
          heading: t("choose_stm32_heading", "Choose an STM32 When"),
          items: [
            t("choose_stm32_control", "The product controls motors, power stages or actuators in real time"),
            t("choose_stm32_analogue", "Measurement accuracy and analogue peripherals matter"),
            t("choose_stm32_battery", "It runs for years on a primary battery"),
            t(
              "choose_stm32_range",
              "You need one family from a small, cheap part up to a fast one, with wired interfaces like CAN FD",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("both_heading", "Often, Both"),
          paragraphs: [
            t(
              "both_paragraph_1",
              "Many products need Wi-Fi and precise control at once, and then the best answer is often both chips. An STM32 runs the time-critical control and measurement; an ESP32 module beside it handles Wi-Fi and the cloud connection. A UART or SPI link with a small, versioned message protocol joins them, and firmware updates are planned for both processors from the start, with the ESP32 fetching and checking the STM32's image. Each chip then does what it is best at, and a fault in the network code cannot disturb the control loop.",
            ),
          ],
        },
        {
          kind: "list",
          heading: t("checklist_heading", "Checklist"),
          intro: t("checklist_intro", "Answer these before you pick a part:"),
          items: [
            t("checklist_links", "Which radios and wired interfaces must the product have, in which markets?"),
            t("checklist_timing", "Which tasks have hard deadlines, and how short are they?"),
            t("checklist_power", "What is the power source, and what average current can it afford?"),
            t("checklist_analogue", "What must be measured, and to what accuracy?"),
            t("checklist_security", "Does it need secure boot, encrypted storage or isolated keys?"),
            t("checklist_updates", "How will firmware be updated in the field, and on how many processors?"),
            t("checklist_volume", "What volume and unit cost, and how long must the part stay available?"),
          ],
        },
      ],
      diagramCaption: t(
        "diagram_caption",
        "The two platforms side by side: the ESP32 centres on its radios and runs code from external flash through a cache; the STM32 centres on on-chip flash, timers and analogue peripherals.",
      ),
      cta: {
        heading: t("cta_heading", "Not Sure Which Platform Fits?"),
        text: t(
          "cta_text",
          "Tell us what your product must connect to, control and measure, and we will recommend a platform and show you why.",
        ),
        links: [{ label: t("cta_link_label", "Ask Our Engineers"), href: contactHref("Platform Selection Inquiry") }],
      },
    }) satisfies ArticleCopy,
);
