import { contactHref } from "../../lib/links";
import { pageTitle } from "../../lib/seo";
import { editablePage } from "../editable-copy";
import type { ArticleCopy } from "./article-types";

/** The article behind the blog card 'How to Choose a Low-Power Microcontroller'. */
export const LOW_POWER_MICROCONTROLLER_PAGE = editablePage(
  "low_power_microcontroller_article_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("How to Choose a Low-Power Microcontroller"),
        description:
          "Sleep current, active current per MHz, wake-up time and the board around the chip: how to pick a microcontroller that makes a battery last, with a checklist.",
      },
      eyebrow: t("eyebrow", "Embedded Systems"),
      title: t("title", "How to Choose a Low-Power Microcontroller"),
      intro: [
        t(
          "intro_paragraph_1",
          "A battery-powered device spends most of its life asleep. A sensor that wakes once a minute to take a reading and send it may be awake for less than a tenth of a second of that minute. Its battery life is therefore set less by how fast the processor runs than by how little it draws while it waits, and by how much energy each wake-up costs.",
        ),
        t(
          "intro_paragraph_2",
          "This guide walks through the figures that decide battery life, where datasheets hide them, and the part families we reach for. The currents quoted are typical values at 3 V and room temperature taken from manufacturers' datasheets: treat them as a first filter, not a promise, and check the exact part and conditions before you commit.",
        ),
      ],
      blocks: [
        {
          kind: "prose",
          heading: t("energy_budget_heading", "Start with an Energy Budget"),
          paragraphs: [
            t(
              "energy_budget_paragraph_1",
              "Before comparing chips, write down what the device does and how often: measure every 10 seconds, send every 15 minutes, flash an LED when a button is pressed. From that duty cycle the average current follows: the active current times the time awake, plus the sleep current times the time asleep, divided by the length of the cycle.",
            ),
            t(
              "energy_budget_paragraph_2",
              "An example: a device that sleeps at 2 μA and wakes every 10 seconds for 10 ms at 5 mA averages about 7 μA, of which 5 μA is the wake-ups and 2 μA the sleep. A CR2032 coin cell is rated at roughly 220 mAh, which on paper gives more than three years. In practice self-discharge, cold, and the cell's limited ability to deliver pulses of several milliamps reduce that, so we plan with a margin of 30 % or more.",
            ),
            t(
              "energy_budget_paragraph_3",
              "The same arithmetic shows where to spend effort. If the wake-ups dominate, a faster core that finishes sooner, or a peripheral that does the job without the core, saves more than a lower sleep current. If sleep dominates, the sleep mode and everything else on the board that stays powered matter most.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("sleep_current_heading", "Sleep Current: Read the Right Line"),
          paragraphs: [
            t(
              "sleep_current_paragraph_1",
              "Datasheets list several sleep modes, and the headline figure is usually the deepest one. A shutdown mode in the range of tens to a few hundred nanoamps typically keeps nothing but the wake-up pins: no clock, no RAM, and the device restarts from reset. The mode a real product uses is usually a stop or deep-sleep mode with the real-time clock running and some RAM retained, and that costs more, typically about 0.5 to 3 μA on current low-power parts.",
            ),
            t(
              "sleep_current_paragraph_2",
              "Check the conditions beside the figure: supply voltage, which clock runs the RTC (a 32.768 kHz crystal or an internal RC oscillator), how much RAM is retained, and the temperature. Leakage grows steeply with heat, and at 85 °C a sleep current can be ten times the room-temperature value. A device that lives in a hot enclosure or outdoors in summer should be budgeted with the maximum figures, not the typical ones.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("active_current_heading", "Active Current and the Cost of Waking"),
          paragraphs: [
            t(
              "active_current_paragraph_1",
              "Running current is usually quoted in microamps per megahertz. Current Arm Cortex-M0+, M4 and M33 parts span roughly 20 to 150 μA/MHz; the low end needs an on-chip DC-DC converter rather than a linear regulator, and figures quoted for code running from RAM or with the flash cache on are lower than for code that misses the cache. Compare parts at the clock speed and voltage you will actually use.",
            ),
            t(
              "active_current_paragraph_2",
              "Waking has a cost of its own. Leaving a stop mode typically takes a few microseconds on an internal oscillator; leaving a shutdown mode means a full restart that can take from tens of microseconds to milliseconds. An external high-speed crystal takes around a millisecond or more to settle, so firmware that wakes on a fast internal RC clock and only starts the crystal when a radio or precise timing needs it saves energy on every cycle. A 32.768 kHz crystal can take hundreds of milliseconds to start at power-up, which matters for the first reading after a battery change.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("peripherals_heading", "Peripherals That Work While the Core Sleeps"),
          paragraphs: [
            t(
              "peripherals_paragraph_1",
              "The cheapest instruction is the one the core never runs. Many low-power families let peripherals act without waking the processor: a low-power timer triggers an ADC conversion, DMA moves the result to RAM, and a comparator or a UART address match wakes the core only when something worth acting on has happened. ST's STM32 parts combine low-power timers and UARTs with DMA, Nordic's nRF devices connect events to tasks through PPI, and Silicon Labs' EFM32 and EFR32 parts have a peripheral reflex system for the same purpose.",
            ),
            t(
              "peripherals_paragraph_2",
              "Radios need the same care. A Bluetooth Low Energy transceiver such as Nordic's nRF52840 typically draws around 5 mA while transmitting at 0 dBm with its DC-DC converter on, so the length and interval of each connection event matter more than the core's clock. Wi-Fi draws far more, with transmit peaks of a few hundred milliamps, and suits devices with a larger battery or mains power.",
            ),
          ],
        },
        {
          kind: "table",
          heading: t("families_heading", "Part Families Worth a Look"),
          intro: t(
            "families_intro",
            "A starting list, not a ranking: each family has members that suit very different products.",
          ),
          columns: [t("families_column_family", "Family"), t("families_column_fit", "Where it fits")],
          rows: [
            [
              t("families_stm32l_family", "ST STM32L0, STM32L4, STM32U0 and STM32U5"),
              t(
                "families_stm32l_fit",
                "General-purpose low-power Cortex-M parts with a broad choice of memory, packages and peripherals, from simple sensors to devices with displays and security needs.",
              ),
            ],
            [
              t("families_nrf_family", "Nordic nRF52 and nRF54"),
              t("families_nrf_fit", "Bluetooth Low Energy, Thread and Zigbee products where the radio is the point."),
            ],
            [
              t("families_silabs_family", "Silicon Labs EFM32 and EFR32"),
              t(
                "families_silabs_fit",
                "Energy-mode design and autonomous peripherals; EFR32 adds Bluetooth, Zigbee, Thread and sub-GHz radios.",
              ),
            ],
            [
              t("families_msp430_family", "TI MSP430FR"),
              t(
                "families_msp430_fit",
                "Very low standby currents and FRAM that writes quickly at low energy, for simple data loggers and meters.",
              ),
            ],
            [
              t("families_saml_family", "Microchip SAM L"),
              t(
                "families_saml_fit",
                "Cortex-M0+ and M23 parts with low-power analogue, touch sensing and event routing.",
              ),
            ],
          ],
        },
        {
          kind: "prose",
          heading: t("board_heading", "The Board Matters as Much as the Chip"),
          paragraphs: [
            t(
              "board_paragraph_1",
              "A 1 μA microcontroller on a board that leaks 100 μA elsewhere gives a 100 μA product. The usual culprits are a voltage regulator with a high quiescent current (nano-power regulators such as TI's TPS7A02 draw about 25 nA, while common general-purpose LDOs draw tens of microamps), a resistive divider that measures the battery all the time, a 10 kΩ pull-up held low (300 μA at 3 V), floating inputs, sensors left in a measuring mode, and an LED that stays on longer than it needs to.",
            ),
            t(
              "board_paragraph_2",
              "Check the supply range too. A microcontroller that runs down to 1.8 V can use most of a pair of alkaline cells, while one that stops at 2.7 V leaves much of their energy unused or needs a boost converter with losses of its own.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("measure_heading", "Measure, Do Not Trust"),
          paragraphs: [
            t(
              "measure_paragraph_1",
              "Currents in a low-power product range from nanoamps to tens of milliamps within a millisecond, and a multimeter's averaging hides both ends. A power analyser built for the job, such as Nordic's Power Profiler Kit II, a Joulescope or an Otii, records the whole profile: how long each wake-up really lasts, whether the device returns to its lowest mode, and which peripheral was left running. We measure early prototypes this way and again on the final hardware and firmware, because a single forgotten clock can double the average current.",
            ),
          ],
        },
        {
          kind: "list",
          heading: t("checklist_heading", "Checklist"),
          items: [
            t("checklist_budget", "Write down the duty cycle and an energy budget before comparing parts."),
            t(
              "checklist_sleep_mode",
              "Compare sleep currents in the mode you will use, with the RTC and RAM retention you need, at your highest operating temperature.",
            ),
            t(
              "checklist_active",
              "Compare active current per MHz at your clock speed and supply voltage, with a DC-DC converter where the part has one.",
            ),
            t("checklist_wake", "Check the wake-up time from that mode and which clock the device wakes on."),
            t(
              "checklist_autonomous",
              "List the jobs peripherals could do without the core: timed measurements, DMA, wake on a threshold or a message.",
            ),
            t(
              "checklist_supply",
              "Check the supply range against the battery's end-of-life voltage, and the quiescent current of every regulator, sensor and divider.",
            ),
            t("checklist_supply_chain", "Check stock, the manufacturer's longevity commitment and a second source."),
            t("checklist_measure", "Measure the current profile on a prototype before the design is frozen."),
          ],
        },
      ],
      diagramCaption: t(
        "diagram_caption",
        "A typical current profile: long periods asleep at microamps, short wake-ups at milliamps, and the occasional radio burst. The average, not the peak, sets battery life.",
      ),
      cta: {
        heading: t("cta_heading", "Make Your Battery Last"),
        text: t(
          "cta_text",
          "Tell us how your device should behave and how long it must run, and we will help you choose the microcontroller and design the board around it.",
        ),
        links: [{ label: t("cta_link_label", "Discuss Your Design"), href: contactHref("Low-Power Design Inquiry") }],
      },
    }) satisfies ArticleCopy,
);
